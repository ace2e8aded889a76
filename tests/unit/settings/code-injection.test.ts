import { executableReasons, isExecutable, isScriptUrl } from '@/lib/settings/code-injection';

// Which SEO entries need the `code-injection` grant: executable code, however it is spelled, and
// nothing that `seo` alone must keep being able to save (meta, link, style, noscript).

const head = (markup: string) => executableReasons({ head: markup });

describe('what seo alone may save', () => {
  it.each([
    ['a verification meta', '<meta name="google-site-verification" content="abc123">'],
    ['Open Graph metas', '<meta property="og:image" content="https://www.example.com/a.png">\n<meta property="og:type" content="website">'],
    ['a description that starts like a scheme', '<meta name="description" content="Data: what we measure. JavaScript: how we build it.">'],
    ['a stylesheet and a preconnect', '<link rel="stylesheet" href="https://fonts.example.com/a.css"><link rel="preconnect" href="https://cdn.example.com" crossorigin>'],
    ['a raster favicon as a data: URL', '<link rel="icon" href="data:image/png;base64,iVBORw0KGgo=">'],
    ['a style', '<style>.banner { color: #123; background: url(https://cdn.example.com/a.png) }</style>'],
    ['the Facebook pixel noscript', '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1&ev=PageView&noscript=1"/></noscript>'],
    ['a noscript stylesheet', '<noscript><link rel="stylesheet" href="/no-js.css"></noscript>'],
    ['comments and whitespace', '  <!-- verification -->\n<meta name="x" content="y">  '],
    ['a meta refresh to a page', '<meta http-equiv="refresh" content="30; url=https://www.example.com/">'],
  ])('%s', (_label, markup) => {
    expect(head(markup)).toEqual([]);
    expect(isExecutable({ head: markup, body: null })).toBe(false);
  });

  it('an entry with nothing, or only blanks in body', () => {
    expect(isExecutable({})).toBe(false);
    expect(isExecutable({ head: null, body: '  \n ' })).toBe(false);
  });
});

describe('scripts', () => {
  it.each([
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
    '<script>window.dataLayer = []</script>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<script\n>alert(1)</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<meta name="a" content="b"><script src="/x.js"></script>',
  ])('%s', (markup) => {
    expect(head(markup)).toContain('script');
  });
});

describe('body', () => {
  it.each(['<p>hello</p>', '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1"></iframe></noscript>', 'plain text'])(
    'anything in body: %s',
    (body) => {
      expect(executableReasons({ body })).toEqual(['body']);
    },
  );
});

describe('event-handler attributes', () => {
  it.each([
    '<link rel="stylesheet" href="/a.css" onload="alert(1)">',
    '<link rel="preload" href="/a.css" as="style" onload="this.rel=\'stylesheet\'">',
    '<meta name="x" content="y" ONERROR="alert(1)">',
    '<link/onload=alert(1) href="/a.css">',
    '<style onload="alert(1)">a{}</style>',
    '<noscript onclick="alert(1)"></noscript>',
  ])('%s', (markup) => {
    expect(head(markup)).toContain('event-handler');
  });
});

describe('script URLs', () => {
  it.each([
    ['plain', '<link rel="stylesheet" href="javascript:alert(1)">'],
    ['upper case', '<link rel="stylesheet" href="JaVaScRiPt:alert(1)">'],
    ['vbscript', '<link rel="icon" href="vbscript:msgbox(1)">'],
    ['data: HTML', '<link rel="import" href="data:text/html,<script>alert(1)</script>">'],
    ['data: SVG', '<link rel="icon" href="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['leading blanks and controls', '<link rel="stylesheet" href=" \u0001 javascript:alert(1)">'],
    ['a tab inside the scheme', '<link rel="stylesheet" href="java\tscript:alert(1)">'],
    ['a newline inside the scheme', '<link rel="stylesheet" href="java\nscript:alert(1)">'],
    ['a decimal reference', '<link rel="stylesheet" href="&#106;avascript:alert(1)">'],
    ['a hex reference', '<link rel="stylesheet" href="&#x6A;avascript:alert(1)">'],
    ['an entity for the colon', '<link rel="stylesheet" href="javascript&#58;alert(1)">'],
    ['an entity tab', '<link rel="stylesheet" href="java&#9;script:alert(1)">'],
    ['unquoted', '<link rel=stylesheet href=javascript:alert(1)>'],
    ['single quotes', "<link rel='stylesheet' href='javascript:alert(1)'>"],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a meta refresh, quoted and spaced', "<meta http-equiv=\"Refresh\" content=\"0; URL = 'java&#x73;cript:alert(1)'\">"],
    ['a meta refresh to data:', '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD4=">'],
  ])('%s', (_label, markup) => {
    expect(head(markup)).toContain('script-url');
  });

  it('reads references the way a browser does, however padded', () => {
    expect(isScriptUrl('&#0000000000000000000000000000000000000000000000106;avascript:x')).toBe(true);
    expect(isScriptUrl('&#x00000000000000000000000000000000000000000006a avascript:x')).toBe(true);
    expect(isScriptUrl('java&Tab;script&colon;x')).toBe(true);
    expect(isScriptUrl('java&NewLine;script:x')).toBe(true);
    expect(isScriptUrl(`${'\t'.repeat(5000)}javascript:x`)).toBe(true);
    expect(isScriptUrl('https://www.example.com/javascript:x')).toBe(false);
    expect(isScriptUrl('/relative?next=javascript:x')).toBe(false);
    expect(isScriptUrl('data:image/x-icon;base64,AAAB')).toBe(false);
  });
});

describe('code hidden in style and noscript', () => {
  it.each([
    ['leaving the style', '<style></style/><img src=x onerror=alert(1)></style>', ['event-handler', 'hidden-code']],
    ['leaving the style with a space', '<style>a{}</style x><script>alert(1)</script></style>', ['script', 'hidden-code']],
    ['leaving the noscript', '<noscript></noscript/><img src="x"/onerror=alert(1)></noscript>', ['event-handler', 'hidden-code']],
    ['a CSS expression', '<style>a { width: expression(alert(1)) }</style>', ['hidden-code']],
    ['a CSS expression behind escapes and comments', '<style>a { width: ex\\70 ression/**/(alert(1)) }</style>', ['hidden-code']],
  ])('%s', (_label, markup, reasons) => {
    expect(head(markup)).toEqual(expect.arrayContaining(reasons));
  });

  it.each([
    ['an img with a handler', '<noscript><img src=x onerror=alert(1)></noscript>', 'event-handler'],
    ['a handler after a quoted value, no space', '<noscript><img src="x"onerror=alert(1)></noscript>', 'event-handler'],
    ['a handler after a slash', '<noscript><svg/onload=alert(1)></noscript>', 'event-handler'],
    ['a handler after a form feed', '<noscript><img\fonerror=alert(1) src=x></noscript>', 'event-handler'],
    ['a script', '<noscript><script>alert(1)</script></noscript>', 'script'],
    ['an SVG script', '<noscript><svg><script>alert(1)</script></svg></noscript>', 'script'],
    ['a javascript: link', '<noscript><a href="java&#x09;script&colon;alert(1)">x</a></noscript>', 'script-url'],
    ['an SVG animation into a javascript: link', '<noscript><svg><a><animate attributeName="href" values="x;javascript:alert(1)"/></a></svg></noscript>', 'script-url'],
    ['a data: frame', '<noscript><iframe src=" data:text/html,x"></iframe></noscript>', 'script-url'],
    ['an iframe srcdoc', '<noscript><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></noscript>', 'hidden-code'],
    ['a style attribute with an expression', '<noscript><div style="width:expression(alert(1))"></div></noscript>', 'hidden-code'],
  ])('noscript content: %s', (_label, markup, reason) => {
    expect(head(markup)).toContain(reason);
  });

  it('judges unsupported markup (refused by the schema, but maybe saved before) as raw markup', () => {
    expect(head('<div onclick="alert(1)">x</div>')).toContain('event-handler');
    expect(head('<script>alert(1)')).toContain('script');
    expect(head('<base href="https://cdn.example.com/">')).toEqual([]);
  });
});

it('lists each reason once, in a fixed order', () => {
  const reasons = executableReasons({
    head: '<link href="javascript:x" onload="y"><script>z</script><script>w</script>',
    body: '<p>x</p>',
  });
  expect(reasons).toEqual(['script', 'body', 'event-handler', 'script-url']);
});

it('answers for long hostile markup (no backtracking blow-up)', () => {
  expect(head(`<noscript>${'<a'.repeat(9_000)}</noscript>`)).toEqual([]);
  expect(head(`<noscript>${'="'.repeat(9_000)}</noscript>`)).toEqual([]);
  expect(head(`<noscript>${'&#'.repeat(9_000)}</noscript>`)).toEqual([]);
});
