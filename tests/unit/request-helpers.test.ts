/** @jest-environment node */
import { clientIp } from '@/lib/auth/client-ip';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { parseEnv } from '@/lib/env';
import { negotiateLocale, requestLocale } from '@/lib/i18n/negotiate';

describe('negotiateLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['ht', 'ht'],
    ['de,ja', 'pt-BR'],
    ['', 'pt-BR'],
    ['es;q=0.2,en;q=0.8', 'en'],
  ])('maps %p to %p', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('prefers ?locale=, then the NEXT_LOCALE cookie, then Accept-Language', () => {
    const headers = new Headers({ cookie: 'a=1; NEXT_LOCALE=es', 'accept-language': 'en' });
    expect(requestLocale({ headers, url: 'http://x/api?locale=fr' })).toBe('fr');
    expect(requestLocale({ headers, url: 'http://x/api' })).toBe('es');
    expect(requestLocale({ headers: new Headers({ 'accept-language': 'en' }), url: 'http://x/api?locale=xx' })).toBe('en');
  });
});

describe('safeCallbackPath', () => {
  it.each([
    ['/admin/users?page=2', '/admin/users?page=2'],
    ['//evil.example/x', '/admin/dashboard'],
    ['https://evil.example', '/admin/dashboard'],
    ['/\\evil.example', '/admin/dashboard'],
    [null, '/admin/dashboard'],
  ])('follows only same-site paths: %p', (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });
});

describe('clientIp', () => {
  it('believes the address the server put in its own header', () => {
    expect(clientIp(new Headers({ 'x-vitrine-client-ip': '203.0.113.5', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.5');
  });
  it('without the server header takes the nearest hop unless the proxy is trusted', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.2' });
    expect(clientIp(headers)).toBe('10.0.0.2');
    expect(clientIp(headers, true)).toBe('1.2.3.4');
  });
});

describe('parseEnv', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: '.data', SITE_TIME_ZONE: 'America/Sao_Paulo', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('names the variable that is malformed', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
  it('requires AUTH_SECRET in production on PostgreSQL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@localhost/db' })).toThrow(/AUTH_SECRET/);
  });
  it('requires SITE_URL in production on PostgreSQL, naming it', () => {
    const postgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@localhost/db', AUTH_SECRET: 'a'.repeat(32) } as const;
    expect(() => parseEnv(postgres)).toThrow(/SITE_URL: SITE_URL is required when DATABASE_URL is set/);
    // An empty value is unset.
    expect(() => parseEnv({ ...postgres, SITE_URL: '' })).toThrow(/SITE_URL/);
    expect(parseEnv({ ...postgres, SITE_URL: 'https://www.example.com' }).SITE_URL).toBe('https://www.example.com');
  });
  it('keeps the localhost SITE_URL default on the embedded database and outside production', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).SITE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u@localhost/db' }).SITE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ NODE_ENV: 'test', SITE_URL: 'https://vitrine.test' }).SITE_URL).toBe('https://vitrine.test');
  });
  it('limits uploads to 40 megapixels unless UPLOAD_MAX_PIXELS says otherwise, a positive whole number', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).UPLOAD_MAX_PIXELS).toBe(40_000_000);
    expect(parseEnv({ NODE_ENV: 'test', UPLOAD_MAX_PIXELS: '24000000' }).UPLOAD_MAX_PIXELS).toBe(24_000_000);
    for (const bad of ['0', '-1', '2.5', 'forty']) expect(() => parseEnv({ NODE_ENV: 'test', UPLOAD_MAX_PIXELS: bad })).toThrow(/UPLOAD_MAX_PIXELS/);
  });
  it('treats empty strings as unset', () => {
    expect(parseEnv({ NODE_ENV: 'test', DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
