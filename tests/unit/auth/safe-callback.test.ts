import { safeCallbackPath } from '@/lib/auth/safe-callback';

const fallback = '/admin/dashboard';

// Known open-redirect bypasses (OWASP and PortSwigger cheat sheets, past framework CVEs): each must fall
// back to the default, however a browser would read it in a Location header.
const bypasses: [string, unknown][] = [
  ['the reported tab payload', '/\t/attacker.example/'],
  ['tab before the slashes', '\t//attacker.example'],
  ['percent-encoded tab, undecoded', '/%09/attacker.example/'],
  ['carriage return', '/\r/attacker.example'],
  ['line feed', '/\n/attacker.example'],
  ['encoded CR LF', '/%0d%0a/attacker.example'],
  ['NUL byte', '/\u0000/attacker.example'],
  ['encoded NUL', '/%00//attacker.example'],
  ['protocol-relative', '//attacker.example'],
  ['three slashes', '///attacker.example'],
  ['slash backslash', '/\\attacker.example'],
  ['double backslash', '/\\\\attacker.example'],
  ['backslash first', '\\\\attacker.example'],
  ['encoded slashes', '/%2F%2Fattacker.example'],
  ['encoded slash after slash', '/%2Fattacker.example'],
  ['lower-case encoded slashes', '/%2f%2fattacker.example'],
  ['encoded backslash', '/%5Cattacker.example'],
  ['encoded backslash in the path', '/admin/%5C%5Cattacker.example'],
  ['double-encoded slashes', '/%252F%252Fattacker.example'],
  ['double-encoded backslash', '/%255Cattacker.example'],
  ['full-width slash', '/\uFF0Fattacker.example'],
  ['encoded full-width slash', '/%EF%BC%8Fattacker.example'],
  ['division slash', '/\u2215attacker.example'],
  ['fraction slash', '/\u2044attacker.example'],
  ['small reverse solidus', '/\uFE68attacker.example'],
  ['line separator', '/\u2028/attacker.example'],
  ['absolute https', 'https://attacker.example/'],
  ['absolute http upper case', 'HTTP://attacker.example'],
  ['scheme-relative with credentials', '//user@attacker.example'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript after a tab', '\tjavascript:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['leading space', ' //attacker.example'],
  ['no leading slash', 'attacker.example'],
  ['at-sign host trick', '@attacker.example'],
  ['dot segments to a double slash', '/.//attacker.example'],
  ['encoded dot segments', '/%2e%2e//attacker.example'],
  ['malformed encoding', '/%E0%A4%A'],
  ['a C1 control', '/\u0085/attacker.example'],
  ['far too long', `/${'a'.repeat(5000)}`],
  ['not a string (array)', ['/admin']],
  ['not a string (number)', 42],
  ['null', null],
  ['empty', ''],
];

describe('safeCallbackPath refuses every known bypass', () => {
  it('has at least 30 payloads', () => {
    expect(bypasses.length).toBeGreaterThanOrEqual(30);
  });

  it.each(bypasses)('%s', (_name, payload) => {
    expect(safeCallbackPath(payload)).toBe(fallback);
    expect(safeCallbackPath(payload, '/en/admin/dashboard')).toBe('/en/admin/dashboard');
  });
});

describe('safeCallbackPath follows paths of this site', () => {
  it.each([
    ['/admin/users?page=2', '/admin/users?page=2'],
    ['/en/admin/list-of-articles?status=draft&q=gest%C3%A3o', '/en/admin/list-of-articles?status=draft&q=gest%C3%A3o'],
    ['/admin/compose/42#cover', '/admin/compose/42#cover'],
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/list-of-articles?q=a%2Fb', '/admin/list-of-articles?q=a%2Fb'],
    ['/admin/../admin/users', '/admin/users'],
  ])('%s', (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });
});
