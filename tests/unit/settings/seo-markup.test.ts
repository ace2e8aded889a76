import { parseAttributes, parseHeadMarkup } from '@/lib/settings/seo-markup';
import { seoSettingInputSchema } from '@/lib/settings/schema';
import { whatsappHref } from '@/lib/settings/whatsapp';

describe('head markup of SEO entries', () => {
  it('splits a typical analytics snippet into its script, meta, link, style and noscript tags', () => {
    const markup = `
      <!-- Google tag -->
      <script async src="https://www.googletagmanager.com/gtag/js?id=G-1&amp;l=dataLayer"></script>
      <script>
        window.dataLayer = window.dataLayer || [];
        if (1 < 2 && "a" > "b") gtag('config', 'G-1');
      </script>
      <meta name="google-site-verification" content="abc123" />
      <link rel='preconnect' href=https://fonts.example.com crossorigin>
      <style>.x > .y { color: red }</style>
      <noscript><img src="https://px.example.com/t.gif" alt=""></noscript>`;
    const { tags, unsupported } = parseHeadMarkup(markup);
    expect(unsupported).toEqual([]);
    expect(tags.map((t) => t.tag)).toEqual(['script', 'script', 'meta', 'link', 'style', 'noscript']);
    expect(tags[0]).toEqual({ tag: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-1&l=dataLayer' }, content: '' });
    expect(tags[1]).toMatchObject({ tag: 'script', attributes: {} });
    expect(tags[1].tag === 'script' && tags[1].content).toContain(`if (1 < 2 && "a" > "b") gtag('config', 'G-1');`);
    expect(tags[2]).toEqual({ tag: 'meta', attributes: { name: 'google-site-verification', content: 'abc123' } });
    expect(tags[3]).toEqual({ tag: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: true } });
    expect(tags[4]).toMatchObject({ content: '.x > .y { color: red }' });
    expect(tags[5]).toMatchObject({ tag: 'noscript', content: '<img src="https://px.example.com/t.gif" alt="">' });
  });

  it('keeps a quoted ">" inside an attribute and reads tag names in any case', () => {
    const { tags } = parseHeadMarkup('<SCRIPT data-x="a>b">x()</Script >');
    expect(tags).toEqual([{ tag: 'script', attributes: { 'data-x': 'a>b' }, content: 'x()' }]);
  });

  it('reports text and tags that a <head> cannot hold, and a script left open', () => {
    expect(parseHeadMarkup('<div>hi</div><meta name="a" content="b">').unsupported).toEqual(['<div>hi', '</div>']);
    expect(parseHeadMarkup('<title>Mine</title>').unsupported).toEqual(['<title>Mine', '</title>']);
    expect(parseHeadMarkup('just text').unsupported).toEqual(['just text']);
    expect(parseHeadMarkup('<script>never closed').unsupported).toEqual(['<script>never closed']);
  });

  it('decodes entities in attribute values and keeps the first of a repeated attribute', () => {
    expect(parseAttributes(' content="&quot;a&quot; &#38; &#x27;b&#x27;" content="second" ')).toEqual({ content: `"a" & 'b'` });
  });
});

describe('the SEO entry schema', () => {
  it('accepts head markup of supported tags and any body markup, and turns blanks into null', () => {
    expect(seoSettingInputSchema.parse({ head: '<meta name="a" content="b">', body: '  ' })).toEqual({ head: '<meta name="a" content="b">', body: null });
    expect(seoSettingInputSchema.parse({ body: '<div id="widget"></div>' })).toEqual({ head: null, body: '<div id="widget"></div>' });
  });

  it('refuses an entry with neither head nor body', () => {
    const result = seoSettingInputSchema.safeParse({ head: '', body: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Settings.errors.markupRequired']);
  });
});

describe('the WhatsApp link', () => {
  it('keeps only the digits of the phone and encodes the message', () => {
    expect(whatsappHref('+55 (11) 99999-0000', 'Olá! Quero saber mais & já')).toBe(
      'https://wa.me/5511999990000?text=Ol%C3%A1!%20Quero%20saber%20mais%20%26%20j%C3%A1',
    );
  });

  it('leaves the text out when there is no message, and gives no link for a phone without enough digits', () => {
    expect(whatsappHref('5511999990000', '  ')).toBe('https://wa.me/5511999990000');
    expect(whatsappHref('call us', 'hi')).toBeNull();
  });
});
