import { activateConsented } from '@/lib/consent/activate';
import { consentNeeded, inertBodyMarkup, inertHeadTag, waitsForConsent } from '@/lib/consent/inert';
import { allows, parseConsent, serializeConsent, consentCookieName } from '@/lib/consent/cookie';
import { parseHeadMarkup, type HeadTag } from '@/lib/settings/seo-markup';

// Issue 32 §3: the code of an analytics or marketing SEO entry reaches every visitor inert, and the
// consent island re-creates what the visitor's choice allows.

const headOf = (markup: string) => parseHeadMarkup(markup).tags;

/** An inert tag as the server writes it (attributes in order, content raw). */
function html(tag: HeadTag | null): string {
  if (!tag) return '';
  const attrs = Object.entries(tag.attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`))
    .join('');
  return 'content' in tag ? `<${tag.tag}${attrs}>${tag.content}</${tag.tag}>` : `<${tag.tag}${attrs}>`;
}

describe('which entries wait for consent', () => {
  it('executable code in analytics or marketing waits; necessary and plain meta tags do not', () => {
    const script = '<script src="https://stats.example/a.js"></script>';
    expect(waitsForConsent({ head: script, category: 'analytics' })).toBe(true);
    expect(waitsForConsent({ body: '<img src="https://px.example/p.gif">', category: 'marketing' })).toBe(true);
    expect(waitsForConsent({ head: script, category: 'necessary' })).toBe(false);
    expect(waitsForConsent({ head: '<meta name="google-site-verification" content="x">', category: 'marketing' })).toBe(false);
    expect(consentNeeded([{ head: script, category: 'necessary' }, { head: '<meta name="a" content="b">', category: 'marketing' }])).toBe(false);
    expect(consentNeeded([{ head: script, category: 'necessary' }, { body: '<div></div>', category: 'analytics' }])).toBe(true);
    expect(consentNeeded([])).toBe(false);
  });
});

describe('inert head tags', () => {
  it('a script becomes text/plain with its src and type kept aside, other attributes as they were', () => {
    const [tag] = headOf('<script async src="https://stats.example/a.js" type="module" data-domain="site.example"></script>');
    expect(inertHeadTag(tag, 'analytics')).toEqual({
      tag: 'script',
      attributes: { 'data-consent': 'analytics', 'data-consent-async': true, 'data-consent-src': 'https://stats.example/a.js', 'data-consent-type': 'module', 'data-domain': 'site.example', type: 'text/plain' },
      content: '',
    });
    const [inline] = headOf("<script>window.__ran = 1</script>");
    expect(inertHeadTag(inline, 'marketing')).toEqual({ tag: 'script', attributes: { 'data-consent': 'marketing', type: 'text/plain' }, content: 'window.__ran = 1' });
  });

  it('a link loses rel and href, a style travels as text, a noscript is dropped, a plain meta stays', () => {
    const tags = headOf(
      '<link rel="preconnect" href="https://stats.example"><style>@import url(https://fonts.example/a.css)</style><noscript><img src="https://px.example/p.gif"></noscript><meta name="a" content="b"><meta http-equiv="refresh" content="5">',
    );
    const inert = tags.map((tag) => inertHeadTag(tag, 'marketing'));
    expect(inert.map(html)).toEqual([
      '<link data-consent="marketing" data-consent-rel="preconnect" data-consent-href="https://stats.example">',
      '<script data-consent="marketing" type="text/plain" data-consent-tag="style">@import url(https://fonts.example/a.css)</script>',
      '',
      '<meta name="a" content="b">',
      '<meta data-consent="marketing" data-consent-http-equiv="refresh" content="5">',
    ]);
  });

  it('the body markup goes inside a template', () => {
    expect(inertBodyMarkup('<noscript><iframe src="https://gtm.example/ns"></iframe></noscript>', 'marketing')).toBe(
      '<template data-consent="marketing"><noscript><iframe src="https://gtm.example/ns"></iframe></noscript></template>',
    );
  });
});

describe('activation in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function serve(head: string, body: string, category: 'analytics' | 'marketing') {
    document.head.innerHTML = headOf(head)
      .map((tag) => html(inertHeadTag(tag, category)))
      .join('');
    document.body.innerHTML = `<div data-seo-body>${inertBodyMarkup(body, category)}</div>`;
  }

  it('nothing loads before consent: no script src, no link href, the body only in template content', () => {
    serve('<script src="https://stats.example/a.js"></script><link rel="preconnect" href="https://stats.example">', '<img src="https://px.example/p.gif">', 'analytics');
    expect(document.querySelectorAll('script[src], link[href], link[rel]')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelector('template')!.content.querySelectorAll('img')).toHaveLength(1);
  });

  it('re-creates the allowed elements after their placeholders, in order, once', () => {
    serve(
      '<script async src="https://stats.example/a.js"></script><script>window.dataLayer = []</script><link rel="preconnect" href="https://stats.example"><style>body{color:red}</style>',
      '<img src="https://px.example/p.gif" alt=""><script>window.__body = 1</script>',
      'analytics',
    );
    expect(activateConsented((category) => category === 'marketing')).toBe(0);
    expect(activateConsented((category) => category === 'analytics')).toBe(5);
    const live = Array.from(document.querySelectorAll('script:not([data-consent]), link:not([data-consent]), style'));
    expect(live.map((el) => el.outerHTML)).toEqual([
      '<script async="" src="https://stats.example/a.js"></script>',
      '<script>window.dataLayer = []</script>',
      '<link rel="preconnect" href="https://stats.example">',
      '<style>body{color:red}</style>',
      '<script>window.__body = 1</script>',
    ]);
    // Scripts without async keep their order (a dynamic script is async unless told otherwise).
    expect((live[1] as HTMLScriptElement).async).toBe(false);
    expect(document.querySelector('[data-seo-body] img')?.getAttribute('src')).toBe('https://px.example/p.gif');
    // The placeholders stay, marked: a second pass creates nothing.
    expect(document.querySelectorAll('[data-consent-done]')).toHaveLength(5);
    expect(activateConsented(() => true)).toBe(0);
  });

  it('runs a placeholder rendered twice (React may repeat a head child on the client) once', () => {
    serve('<script async src="https://stats.example/a.js"></script>', '', 'analytics');
    document.head.insertAdjacentHTML('beforeend', document.head.innerHTML);
    expect(document.querySelectorAll('script[data-consent]')).toHaveLength(2);
    // The script once, and the (empty) body template.
    expect(activateConsented(() => true)).toBe(2);
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
  });
});

describe('the consent cookie', () => {
  it('round-trips a choice and answers which categories it allows', () => {
    const choice = { version: 3, analytics: true, marketing: false, at: '2026-11-27T10:00:00.000Z', id: '0b6c2f4e-3c1d-4c55-9a0e-5f8b7d1e2a33' };
    const header = `other=1; ${consentCookieName}=${serializeConsent(choice)}; last=2`;
    const parsed = parseConsent(header);
    expect(parsed).toEqual(choice);
    expect([allows(parsed, 'necessary'), allows(parsed, 'analytics'), allows(parsed, 'marketing')]).toEqual([true, true, false]);
    expect([allows(null, 'necessary'), allows(null, 'analytics')]).toEqual([true, false]);
    expect(parseConsent(`${consentCookieName}=%7Bbroken`)).toBeNull();
    expect(parseConsent('')).toBeNull();
  });
});
