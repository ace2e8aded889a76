import { buildRssFeed, rfc822, type RssChannel, type RssItem } from '@/lib/seo/rss';
import { cdata, escapeXml } from '@/lib/seo/xml';

// jsdom's DOMParser is a real XML parser: a malformed document comes back with a <parsererror>.
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const channel: RssChannel = {
  title: 'Vitrine — Blog',
  link: 'https://example.com/blog',
  selfUrl: 'https://example.com/feed.xml',
  description: 'Os artigos mais recentes do blog Vitrine.',
  language: 'pt-BR',
};

const item = (over: Partial<RssItem> = {}): RssItem => ({
  title: 'Como escolher um ERP',
  link: 'https://example.com/post/como-escolher-um-erp/1',
  description: 'Um guia prático.',
  pubDate: '2025-03-04T12:30:00.000Z',
  categories: ['Tecnologia'],
  author: 'Mariana Souza',
  ...over,
});

describe('rfc822', () => {
  it('writes dates as RSS wants them, in GMT', () => {
    expect(rfc822('2025-03-04T12:30:00.000Z')).toBe('Tue, 04 Mar 2025 12:30:00 GMT');
    expect(rfc822(new Date(Date.UTC(2024, 11, 31, 23, 59, 59)))).toBe('Tue, 31 Dec 2024 23:59:59 GMT');
  });

  it('converts an offset to GMT', () => {
    expect(rfc822('2025-01-01T01:00:00-03:00')).toBe('Wed, 01 Jan 2025 04:00:00 GMT');
  });

  it('refuses something that is not a date', () => {
    expect(() => rfc822('yesterday-ish')).toThrow(RangeError);
  });
});

describe('XML escaping', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry <b>"quoted"</b> 'single'`)).toBe('Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &apos;single&apos;');
  });

  it('drops control characters XML cannot carry, keeps tabs, newlines and emoji', () => {
    expect(escapeXml('a\u0000b\u0007c\u000Bd\te\nf 🚀')).toBe('abcd\te\nf 🚀');
  });

  it('keeps "]]>" from closing a CDATA section early', () => {
    const doc = parseXml(`<x>${cdata('before ]]> after <b>')}</x>`);
    expect(doc.documentElement.textContent).toBe('before ]]> after <b>');
  });
});

describe('buildRssFeed', () => {
  it('is well-formed RSS 2.0 with a self link, a language and the newest item as last build date', () => {
    const doc = parseXml(buildRssFeed(channel, [item(), item({ link: 'https://example.com/post/older/2', pubDate: '2025-01-01T00:00:00.000Z' })]));
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe('https://example.com/feed.xml');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
    expect(doc.querySelector('channel > language')?.textContent).toBe('pt-BR');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Tue, 04 Mar 2025 12:30:00 GMT');
    expect(doc.getElementsByTagName('item')).toHaveLength(2);
  });

  it('gives each item its link as a permanent guid, an RFC 822 date, its categories and its author by name', () => {
    const doc = parseXml(buildRssFeed(channel, [item({ categories: ['Tecnologia', 'Comércio'] })]));
    const entry = doc.getElementsByTagName('item')[0];
    const guid = entry.getElementsByTagName('guid')[0];
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe('https://example.com/post/como-escolher-um-erp/1');
    expect(entry.getElementsByTagName('link')[0].textContent).toBe(guid.textContent);
    expect(entry.getElementsByTagName('pubDate')[0].textContent).toBe('Tue, 04 Mar 2025 12:30:00 GMT');
    expect([...entry.getElementsByTagName('category')].map((c) => c.textContent)).toEqual(['Tecnologia', 'Comércio']);
    expect(entry.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0].textContent).toBe('Mariana Souza');
  });

  it('keeps titles, names and texts with markup characters intact for the reader', () => {
    const hostile = item({
      title: 'R&D <script>alert("x")</script> ]]> & more',
      description: 'Preço < R$ 100 & "grátis" ]]> <img src=x onerror=alert(1)>',
      categories: ['P&D <novo>'],
      author: 'Ana "A&B" <Lima>',
    });
    const doc = parseXml(buildRssFeed({ ...channel, title: 'Loja & Cia <Blog>' }, [hostile]));
    const entry = doc.getElementsByTagName('item')[0];
    expect(doc.querySelector('channel > title')?.textContent).toBe('Loja & Cia <Blog>');
    expect(entry.getElementsByTagName('title')[0].textContent).toBe(hostile.title);
    expect(entry.getElementsByTagName('category')[0].textContent).toBe('P&D <novo>');
    expect(entry.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0].textContent).toBe('Ana "A&B" <Lima>');
    // The description is HTML for the reader: the plain text arrives as escaped HTML, no live tag.
    const description = entry.getElementsByTagName('description')[0].textContent ?? '';
    expect(description).toBe('Preço &lt; R$ 100 &amp; "grátis" ]]&gt; &lt;img src=x onerror=alert(1)&gt;');
    expect(description).not.toContain('<img');
  });

  it('carries the whole article as HTML in content:encoded, a "]]>" inside included, and none when there is no body', () => {
    const body = '<p>Texto ]]> com <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">▶ Vídeo (YouTube)</a></p><table><tbody><tr><th><p>A</p></th></tr></tbody></table>';
    const doc = parseXml(buildRssFeed(channel, [item({ content: body }), item({ content: undefined })]));
    const [withBody, without] = [...doc.getElementsByTagName('item')];
    const encoded = withBody.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded');
    expect(encoded).toHaveLength(1);
    expect(encoded[0].textContent).toBe(body);
    expect(without.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')).toHaveLength(0);
  });

  it('leaves out an author element when there is no author', () => {
    const doc = parseXml(buildRssFeed(channel, [item({ author: null })]));
    expect(doc.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')).toHaveLength(0);
  });

  it('is a valid empty channel when there are no articles', () => {
    const doc = parseXml(buildRssFeed(channel, []));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.querySelector('channel > title')?.textContent).toBe('Vitrine — Blog');
    expect(doc.querySelector('channel > lastBuildDate')).toBeNull();
  });
});
