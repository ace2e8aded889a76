/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMPORT_FILE_BYTES } from '@/lib/import/limits';
import { ImportFileError, type ImportBundle, type ImportedPost } from '@/lib/import/model';
import { parseWordpress } from '@/lib/import/wordpress';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../fixtures/import', name));

function refusal(file: Buffer): ImportFileError {
  try {
    parseWordpress(file);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('The file was accepted.');
}

describe('parseWordpress on the hand-written export', () => {
  let bundle: ImportBundle;
  const post = (id: string): ImportedPost => {
    const found = bundle.posts.find((p) => p.sourceId === id);
    if (!found) throw new Error(`No post ${id}`);
    return found;
  };

  beforeAll(() => {
    bundle = parseWordpress(fixture('wordpress.xml'));
  });

  it('reads the site and its authors, an author named only by a post without an email', () => {
    expect(bundle.source).toBe('wordpress');
    expect(bundle.site).toBe('https://wp.example.test');
    expect(bundle.authors).toEqual([
      { sourceId: 'ada', name: 'Ada Keeper', email: 'ada@wp.example.test', slug: 'ada', bio: null },
      { sourceId: 'bruno', name: 'Bruno Salt', email: 'bruno@wp.example.test', slug: 'bruno', bio: null },
      { sourceId: 'marin', name: 'marin', email: null, slug: 'marin', bio: null },
    ]);
  });

  it('reads categories with their parents and tags, and a tag only an item names', () => {
    expect(bundle.terms).toEqual([
      { sourceId: 'category:uncategorized', kind: 'category', name: 'Uncategorized', slug: 'uncategorized', description: null, parent: null },
      { sourceId: 'category:local-news', kind: 'category', name: 'Local news', slug: 'local-news', description: null, parent: 'category:news' },
      { sourceId: 'category:news', kind: 'category', name: 'News & notices', slug: 'news', description: 'What happens on the quays.', parent: null },
      { sourceId: 'category:markup', kind: 'category', name: 'Markup', slug: 'markup', description: null, parent: null },
      { sourceId: 'tag:harbour', kind: 'tag', name: 'harbour', slug: 'harbour', description: null, parent: null },
      { sourceId: 'tag:boats', kind: 'tag', name: 'Boats', slug: 'boats', description: 'Anything that floats.', parent: null },
      { sourceId: 'tag:html', kind: 'tag', name: 'HTML', slug: 'html', description: null, parent: null },
      { sourceId: 'tag:coffee', kind: 'tag', name: 'Coffee', slug: 'coffee', description: null, parent: null },
    ]);
  });

  it('keeps posts and pages only, in file order, with their statuses', () => {
    expect(bundle.posts.map((p) => [p.sourceId, p.kind, p.status])).toEqual([
      ['1178', 'post', 'published'],
      ['1201', 'post', 'published'],
      ['1202', 'post', 'published'],
      ['1203', 'post', 'published'],
      ['1204', 'post', 'draft'],
      ['1205', 'post', 'scheduled'],
      ['1206', 'post', 'draft'], // private
      ['1207', 'post', 'draft'], // pending
      ['1208', 'page', 'published'],
      ['1209', 'post', 'published'],
      ['1210', 'post', 'published'],
      ['1211', 'post', 'published'],
      ['1213', 'page', 'draft'],
    ]);
  });

  it('reads the classic-editor post of 2013-01-11 with paragraphs made, dates and old addresses', () => {
    expect(post('1178')).toEqual({
      sourceId: '1178',
      kind: 'post',
      title: 'Markup: HTML Tags and Formatting',
      slug: 'markup-html-tags-and-formatting',
      html:
        '<p>A first paragraph of plain text, with <strong>bold</strong> and <em>italic</em> words.</p>\n' +
        '<p>A second paragraph<br />\nthat breaks a line.</p>\n' +
        '<h2>Headings</h2>\n' +
        '<pre>line one\n\nline three</pre>\n' +
        '<ul>\n<li>One</li>\n<li>Two</li>\n</ul>',
      excerpt: null,
      status: 'published',
      publishedAt: '2013-01-11T20:22:19.000Z',
      updatedAt: '2013-01-12T08:00:00.000Z',
      authorSourceIds: ['ada'],
      termSourceIds: ['category:markup', 'tag:html'],
      featureImage: null,
      images: [],
      seoTitle: null,
      seoDescription: null,
      oldPaths: ['/2013/01/11/markup-html-tags-and-formatting/', '/?p=1178'],
      locale: 'en-US',
    });
  });

  it('unwraps Gutenberg blocks, takes the featured image and alt text from the attachments (into the body too), and the Yoast meta', () => {
    expect(post('1201')).toEqual({
      sourceId: '1201',
      kind: 'post',
      title: 'The morning boats',
      slug: 'the-morning-boats',
      html:
        '<p>The boats leave before sunrise.</p>\n' +
        '<h3 class="wp-block-heading">Who goes out</h3>\n' +
        '<figure class="wp-block-image size-large"><img src="https://wp.example.test/wp-content/uploads/2024/03/harbour-1024x683.jpg" alt="Fishing boats in the harbour at dawn" class="wp-image-2001"/></figure>\n' +
        '<ul>\n<li>Trawlers</li>\n<li>Small <a href="https://wp.example.test/tag/boats/">boats</a></li>\n</ul>\n' +
        // An embedded video becomes Vitrine's video block, its caption the title.
        '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Boats leaving at dawn"></div>',
      excerpt: 'Before sunrise on the quay.',
      status: 'published',
      publishedAt: '2024-03-05T06:30:00.000Z',
      updatedAt: '2024-03-05T06:30:00.000Z',
      authorSourceIds: ['bruno'],
      termSourceIds: ['category:local-news', 'tag:harbour', 'tag:boats'],
      featureImage: {
        url: 'https://wp.example.test/wp-content/uploads/2024/03/harbour.jpg',
        zipPath: '2024/03/harbour.jpg',
        alt: 'Fishing boats in the harbour at dawn',
      },
      images: [
        {
          url: 'https://wp.example.test/wp-content/uploads/2024/03/harbour-1024x683.jpg',
          zipPath: '2024/03/harbour-1024x683.jpg',
          alt: 'Fishing boats in the harbour at dawn',
        },
      ],
      seoTitle: 'Morning boats at the harbour',
      seoDescription: 'Who takes the boats out before sunrise, and why.',
      // The date form uses the site's local date (07:30 local, 06:30 GMT: the same day here).
      oldPaths: ['/2024/03/05/the-morning-boats/', '/?p=1201'],
      locale: 'en-US',
    });
    expect(post('1201').html).not.toContain('<!--');
  });

  it('turns [caption] into figures, keeps [gallery] as text and names it in a warning', () => {
    const captioned = post('1202');
    expect(captioned.html).toBe(
      '<p>The lighthouse was painted last spring.</p>\n' +
        '<figure><a href="https://wp.example.test/wp-content/uploads/2024/04/lighthouse.jpg"><img class="size-medium wp-image-2002" src="https://wp.example.test/wp-content/uploads/2024/04/lighthouse-300x200.jpg" width="300" height="200" alt="A red lighthouse" /></a><figcaption>The lighthouse, freshly red</figcaption></figure>\n' +
        '<p>[gallery ids="2001,2002" columns="2"]</p>\n' +
        '<figure><img src="https://wp.example.test/wp-content/uploads/2024/04/pier.jpg" alt="The pier" /><figcaption>Seen from the pier</figcaption></figure>',
    );
    expect(captioned.images).toEqual([
      // A resized copy takes the alt text of the attachment it was cut from.
      { url: 'https://wp.example.test/wp-content/uploads/2024/04/lighthouse-300x200.jpg', zipPath: '2024/04/lighthouse-300x200.jpg', alt: 'A red lighthouse' },
      // A relative src is read against the old site, in the body too.
      { url: 'https://wp.example.test/wp-content/uploads/2024/04/pier.jpg', zipPath: '2024/04/pier.jpg', alt: 'The pier' },
    ]);
    expect(bundle.warnings).toContainEqual({ code: 'shortcode', item: 'post:1202', detail: 'Shortcodes kept as text: [gallery]' });
  });

  it('turns a classic post’s video address into a video block and another embed into a link', () => {
    expect(post('1211').html).toBe(
      '<p>Boats come out of the water in November.</p>\n<p>Book a place early.</p>\n' +
        '<div data-video-provider="vimeo" data-video-id="76979871" data-video-title=""></div>\n' +
        '<p><a href="https://maps.example.test/yard">https://maps.example.test/yard</a></p>',
    );
  });

  it('reads Rank Math meta, keeping the title for its %title% variable', () => {
    expect(post('1203')).toMatchObject({ seoTitle: 'Tides explained', seoDescription: 'Why the sea comes and goes.', updatedAt: null });
  });

  it('gives a draft without a slug one from its title and its local date, and no date-form address', () => {
    expect(post('1204')).toMatchObject({
      slug: 'unfinished-thoughts',
      status: 'draft',
      publishedAt: '2024-06-01T10:00:00.000Z',
      html: '<p>Not ready yet.</p>',
      oldPaths: ['/?p=1204'],
    });
  });

  it('keeps the schedule of a future post', () => {
    expect(post('1205')).toMatchObject({
      status: 'scheduled',
      publishedAt: '2030-07-01T07:00:00.000Z',
      oldPaths: ['/?p=1205', '/2030/07/01/regatta-next-summer/'],
    });
  });

  it('gives pages their path and both ?p= and ?page_id= forms', () => {
    expect(post('1208')).toMatchObject({ kind: 'page', slug: 'about', oldPaths: ['/about/', '/?p=1208', '/?page_id=1208'], termSourceIds: [] });
    expect(post('1213')).toMatchObject({ kind: 'page', status: 'draft', oldPaths: ['/about/services/', '/?p=1213', '/?page_id=1213'] });
  });

  it('decodes an accented slug and spells its old address once', () => {
    expect(post('1209')).toMatchObject({ slug: 'café-au-port', oldPaths: ['/2024/07/14/caf%C3%A9-au-port/', '/?p=1209'] });
  });

  it('lists what it leaves out', () => {
    expect(bundle.warnings).toEqual([
      { code: 'unsupported', item: 'post:1201', detail: 'Blocks WordPress draws itself, left out: latest-posts' },
      { code: 'shortcode', item: 'post:1202', detail: 'Shortcodes kept as text: [gallery]' },
      { code: 'shortcode', item: 'post:1210', detail: 'Shortcodes kept as text: [contact-form-7]' },
      { code: 'unsupported', detail: '1 item(s) of status trash not imported.' },
      { code: 'unsupported', detail: '2 item(s) of type nav_menu_item not imported.' },
      { code: 'unsupported', detail: '1 item(s) of type wp_block not imported.' },
      { code: 'unsupported', detail: '1 comment(s) not imported.' },
    ]);
  });
});

describe('parseWordpress on other exports', () => {
  it('reads https namespaces, a site in a folder, titles holding markup and bodies holding control characters', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="https://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="https://wordpress.org/export/1.2/">
<channel><title>Blog</title><link>https://example.test/blog</link><language>pt-BR</language>
<wp:base_site_url>https://example.test/</wp:base_site_url><wp:base_blog_url>https://example.test/blog</wp:base_blog_url>
<item><title><![CDATA[Markup: Title <em>With</em> &amp; Markup]]></title><link>https://example.test/blog/?p=7</link>
<dc:creator>ana</dc:creator><content:encoded><![CDATA[Intro<!--more-->Re\u000bst <img src="http://example.test/blog/wp-content/uploads/2013/01/sea-300x200.jpg">]]></content:encoded><excerpt:encoded><![CDATA[<em>Short</em> &amp; sweet]]></excerpt:encoded>
<wp:post_id>7</wp:post_id><wp:post_date>2013-01-05 23:30:00</wp:post_date><wp:post_date_gmt>2013-01-06 01:30:00</wp:post_date_gmt>
<wp:post_name>title-with-markup</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
<item><title>sea</title><wp:post_id>8</wp:post_id><wp:post_type>attachment</wp:post_type><wp:status>inherit</wp:status>
<wp:attachment_url>https://example.test/blog/wp-content/uploads/2013/01/sea.jpg</wp:attachment_url>
<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>The sea</wp:meta_value></wp:postmeta></item>
</channel></rss>`;
    const bundle = parseWordpress(Buffer.from(xml));
    expect(bundle.site).toBe('https://example.test/blog');
    expect(bundle.posts).toEqual([
      expect.objectContaining({
        title: 'Markup: Title With & Markup',
        html: '<p>IntroRest <img src="http://example.test/blog/wp-content/uploads/2013/01/sea-300x200.jpg" alt="The sea"></p>',
        // An http copy of an https upload still takes its alt text.
        images: [{ url: 'http://example.test/blog/wp-content/uploads/2013/01/sea-300x200.jpg', zipPath: '2013/01/sea-300x200.jpg', alt: 'The sea' }],
        excerpt: 'Short & sweet',
        publishedAt: '2013-01-06T01:30:00.000Z',
        // The permalink's date is the local one (the 5th), in the blog's folder.
        oldPaths: ['/blog/?p=7', '/blog/2013/01/05/title-with-markup/'],
        locale: 'pt-BR',
        authorSourceIds: ['ana'],
      }),
    ]);
  });
});

describe('parseWordpress and private content', () => {
  it('imports a password-protected post as a draft, and says so', () => {
    const xml = `<?xml version="1.0"?><rss xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><link>https://p.test</link>
<item><title>Secret</title><content:encoded>Hidden</content:encoded><wp:post_id>3</wp:post_id><wp:post_date>2020-01-02 10:00:00</wp:post_date>
<wp:post_name>secret</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password>hunter2</wp:post_password></item></channel></rss>`;
    const bundle = parseWordpress(Buffer.from(xml));
    expect(bundle.posts[0]).toMatchObject({ status: 'draft', html: '<p>Hidden</p>' });
    expect(JSON.stringify(bundle)).not.toContain('hunter2');
    expect(bundle.warnings).toEqual([{ code: 'unsupported', item: 'post:3', detail: 'Password-protected on WordPress: imported as a draft.' }]);
  });
});

describe('parseWordpress refuses hostile and wrong files', () => {
  it('refuses an external entity before reading anything, so its text reaches no bundle', () => {
    const error = refusal(fixture('xxe.xml'));
    expect(error.code).toBe('entities');
    expect(error.message).not.toContain('root:');
  });

  it('refuses entity expansion ("billion laughs")', () => {
    expect(refusal(fixture('billion-laughs.xml')).code).toBe('entities');
  });

  it('never reads an external DTD: its entities stay undefined and the file is malformed', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE rss SYSTEM "http://127.0.0.1:9/evil.dtd"><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version><title>&xxe;</title></channel></rss>';
    expect(refusal(Buffer.from(xml)).code).toBe('malformed');
  });

  it('refuses malformed XML', () => {
    expect(refusal(fixture('malformed.xml')).code).toBe('malformed');
    expect(refusal(Buffer.from('<rss><channel><title>&nbsp;</title></channel></rss>')).code).toBe('malformed');
    expect(refusal(Buffer.from('')).code).toBe('malformed');
  });

  it('refuses XML that is not a WordPress export', () => {
    expect(refusal(Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title><item><title>x</title></item></channel></rss>')).code).toBe('wrong_format');
    expect(refusal(Buffer.from('<html><body>hello</body></html>')).code).toBe('wrong_format');
    expect(refusal(Buffer.from('{"db":[{"data":{}}]}')).code).toBe('wrong_format');
  });

  it('refuses a file over the size limit without parsing it', () => {
    expect(refusal(Buffer.allocUnsafe(MAX_IMPORT_FILE_BYTES + 1)).code).toBe('too_large');
  });
});

describe('parseWordpress at scale', () => {
  it('reads a 5,000-post export', () => {
    const item = (id: number) =>
      `<item><title>Post ${id}</title><link>https://big.example.test/2020/01/02/post-${id}/</link><dc:creator>ada</dc:creator>` +
      `<content:encoded><![CDATA[<!-- wp:paragraph --><p>Body ${id}</p><!-- /wp:paragraph -->]]></content:encoded>` +
      `<wp:post_id>${id}</wp:post_id><wp:post_date>2020-01-02 10:00:00</wp:post_date><wp:post_date_gmt>2020-01-02 10:00:00</wp:post_date_gmt>` +
      `<wp:post_name>post-${id}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>` +
      `<category domain="category" nicename="c${id % 7}">C${id % 7}</category></item>`;
    const items = Array.from({ length: 5000 }, (_, i) => item(i + 1)).join('\n');
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.1/"><channel><title>Big</title>' +
      `<link>https://big.example.test</link><wp:wxr_version>1.1</wp:wxr_version>${items}</channel></rss>`;
    const bundle = parseWordpress(Buffer.from(xml));
    expect(bundle.posts).toHaveLength(5000);
    expect(bundle.terms).toHaveLength(7);
    expect(bundle.posts[4999]).toMatchObject({ sourceId: '5000', html: '<p>Body 5000</p>', oldPaths: ['/2020/01/02/post-5000/', '/?p=5000'] });
  });
});
