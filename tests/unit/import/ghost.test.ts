/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGhost, parseGhostExport } from '@/lib/import/ghost';
import { lexicalToHtml, mobiledocToHtml } from '@/lib/import/ghost-render';
import { MAX_IMPORT_FILE_BYTES } from '@/lib/import/limits';
import { ImportFileError, type ImportBundle, type ImportedPost } from '@/lib/import/model';

const file = readFileSync(path.join(__dirname, '../../fixtures/import/ghost.json'));

function refusal(input: Buffer): ImportFileError {
  try {
    parseGhost(input);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('The file was accepted.');
}

describe('parseGhost on a Ghost 5 export', () => {
  let bundle: ImportBundle;
  const post = (slug: string): ImportedPost => {
    const found = bundle.posts.find((p) => p.slug === slug);
    if (!found) throw new Error(`No post ${slug}`);
    return found;
  };

  beforeAll(() => {
    bundle = parseGhost(file);
  });

  it('reads the two authors and the public tags, dropping internal #tags', () => {
    expect(bundle.source).toBe('ghost');
    expect(bundle.site).toBe('');
    expect(bundle.authors).toEqual([
      { sourceId: '1', name: 'Hana Pier', email: 'hana@ghost.example.test', slug: 'hana', bio: 'Harbour master.' },
      { sourceId: '64a0000000000000000000u2', name: 'Ivo Rope', email: 'ivo@ghost.example.test', slug: 'ivo', bio: null },
    ]);
    expect(bundle.terms).toEqual([
      { sourceId: 'tag:t1', kind: 'tag', name: 'News', slug: 'news', description: 'Harbour news', parent: null },
      { sourceId: 'tag:t2', kind: 'tag', name: 'Tides', slug: 'tides', description: null, parent: null },
    ]);
  });

  it('reads a post with html, its feature image and alt, excerpt and SEO meta from posts_meta', () => {
    expect(post('welcome-to-the-quay')).toEqual({
      sourceId: '64a000000000000000000001',
      kind: 'post',
      title: 'Welcome to the quay',
      slug: 'welcome-to-the-quay',
      html: '<p>Our first post, with a <a href="/about/">link home</a>.</p><figure class="kg-card kg-image-card"><img src="/content/images/2024/01/quay.jpg" class="kg-image" alt="The quay at noon" loading="lazy"></figure>',
      excerpt: 'Hello from the quay.',
      status: 'published',
      publishedAt: '2024-01-10T09:00:00.000Z',
      updatedAt: '2024-01-10T09:30:00.000Z',
      authorSourceIds: ['1'],
      termSourceIds: ['tag:t1'],
      featureImage: { url: '/content/images/2024/01/quay-wide.jpg', zipPath: '2024/01/quay-wide.jpg', alt: 'The quay from the water' },
      images: [{ url: '/content/images/2024/01/quay.jpg', zipPath: '2024/01/quay.jpg', alt: 'The quay at noon' }],
      seoTitle: 'Welcome to the quay | Harbour',
      seoDescription: 'The first post of the harbour blog.',
      oldPaths: ['/welcome-to-the-quay/'],
      locale: 'en',
    });
  });

  it('renders a lexical-only post, with authors and tags in their sort order', () => {
    expect(post('reading-the-tides')).toMatchObject({
      html:
        '<h2>Tide tables</h2>' +
        '<p>Read them <strong>every</strong><em> morning, </em><a href="https://tides.example.test/?a=1&amp;b=2">online</a><br>or at the &lt;harbour&gt; office.</p>' +
        '<ul><li>High water</li><li>Low water</li></ul><ol><li>Check</li></ol>' +
        '<blockquote>Time and tide wait for no one.</blockquote>' +
        '<figure><img src="/content/images/2024/05/tide-chart.png" alt="A tide chart"><figcaption>May\'s <em>spring</em> tides</figcaption></figure>' +
        '<pre><code class="language-js">if (tide &lt; 1) stay();</code></pre><hr>' +
        '<p><a href="https://charts.example.test/may">May charts</a></p>' +
        '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Waves at the pier"></div>' +
        '<p><code>inline code</code></p>',
      authorSourceIds: ['64a0000000000000000000u2', '1'],
      termSourceIds: ['tag:t1', 'tag:t2'],
      images: [{ url: '/content/images/2024/05/tide-chart.png', zipPath: '2024/05/tide-chart.png', alt: 'A tide chart' }],
      seoTitle: null,
      seoDescription: 'How to read a tide table.',
    });
  });

  it('renders a mobiledoc-only post', () => {
    expect(post('mending-nets').html).toBe(
      '<p>Nets are mended <strong>by hand</strong>.<br><a href="https://nets.example.test">See more</a></p>' +
        '<figure><img src="/content/images/2023/02/net.jpg" alt="A fishing net"></figure><ul><li>Twine</li><li>Needle</li></ul>' +
        // A gallery becomes its images, one after the other.
        '<figure><img src="/content/images/2023/02/knot.jpg" alt="A knot"><figcaption>Bowline</figcaption></figure><figure><img src="/content/images/2023/02/rope.jpg" alt=""></figure>' +
        '<h3>Done</h3>',
    );
  });

  it('reads the page, the draft and the scheduled post', () => {
    expect(bundle.posts.map((p) => [p.slug, p.kind, p.status, p.publishedAt, p.oldPaths])).toEqual([
      ['welcome-to-the-quay', 'post', 'published', '2024-01-10T09:00:00.000Z', ['/welcome-to-the-quay/']],
      ['reading-the-tides', 'post', 'published', '2024-05-02T07:00:00.000Z', ['/reading-the-tides/']],
      ['mending-nets', 'post', 'published', '2023-02-01T08:00:00.000Z', ['/mending-nets/']],
      ['about', 'page', 'published', '2023-01-01T08:00:00.000Z', ['/about/']],
      ['new-moorings', 'post', 'draft', null, []],
      ['summer-regatta', 'post', 'scheduled', '2030-07-01T07:00:00.000Z', ['/summer-regatta/']],
    ]);
  });

  it('names the cards it left out', () => {
    expect(bundle.warnings).toEqual([
      { code: 'unsupported', item: 'post:64a000000000000000000002', detail: 'Cards Vitrine cannot show, left out or kept as text: signup' },
      { code: 'unsupported', item: 'post:64a000000000000000000003', detail: 'Cards Vitrine cannot show, left out or kept as text: product' },
    ]);
  });

  it('puts the old site address in place of __GHOST_URL__ when it is known', () => {
    const withSite = parseGhostExport(file, 'https://ghost.example.test/');
    expect(withSite.site).toBe('https://ghost.example.test');
    const first = withSite.posts[0];
    expect(first.featureImage).toEqual({ url: 'https://ghost.example.test/content/images/2024/01/quay-wide.jpg', zipPath: '2024/01/quay-wide.jpg', alt: 'The quay from the water' });
    expect(first.html).toContain('<a href="https://ghost.example.test/about/">');
    expect(first.images[0].url).toBe('https://ghost.example.test/content/images/2024/01/quay.jpg');
  });

  it('accepts the bare { data } form, old exports with page flags, epoch dates and SEO on the post, and keeps paid posts unpublished', () => {
    const old = {
      meta: { version: '2.0.0' },
      data: {
        posts: [
          { id: 7, title: 'Old page', slug: 'old-page', html: '<p>x</p>', page: 1, status: 'published', published_at: 1426078349156, author_id: 1, meta_title: 'Old', meta_description: 'Older' },
          { id: 8, title: 'Email', slug: 'email', html: '<p>y</p>', type: 'post', status: 'sent', published_at: null },
          { id: 9, title: 'Unknown', slug: 'unknown', html: '', type: 'newsletter', status: 'published' },
          { id: 10, title: 'Paid', slug: 'paid', html: '<p>z</p>', type: 'post', status: 'published', visibility: 'paid', published_at: '2024-01-01T00:00:00.000Z' },
        ],
        users: [{ id: 1, name: 'Old Author', slug: 'old', email: null }],
      },
    };
    const bundle = parseGhost(Buffer.from(JSON.stringify(old)));
    expect(bundle.posts.map((p) => [p.sourceId, p.kind, p.status, p.publishedAt, p.authorSourceIds, p.seoTitle, p.seoDescription])).toEqual([
      ['7', 'page', 'published', '2015-03-11T12:52:29.156Z', ['1'], 'Old', 'Older'],
      ['8', 'post', 'draft', null, [], null, null],
      // Paid content is not made public by the move.
      ['10', 'post', 'draft', '2024-01-01T00:00:00.000Z', [], null, null],
    ]);
    expect(bundle.authors).toEqual([{ sourceId: '1', name: 'Old Author', email: null, slug: 'old', bio: null }]);
    expect(bundle.warnings).toEqual([
      { code: 'unsupported', item: 'post:10', detail: 'Visible to paid only on Ghost: imported as a draft.' },
      { code: 'unsupported', detail: '1 item(s) of another type or status not imported.' },
    ]);
  });
});

describe('parseGhost refuses what is not a Ghost export', () => {
  it('refuses broken JSON, JSON of another shape and a file over the limit', () => {
    expect(refusal(Buffer.from('{"db": [')).code).toBe('malformed');
    expect(refusal(Buffer.from('\ufeff<rss/>')).code).toBe('wrong_format');
    expect(refusal(Buffer.from('{"db": [{"data": {"tags": []}}]}')).code).toBe('wrong_format');
    expect(refusal(Buffer.from('[1, 2]')).code).toBe('wrong_format');
    expect(refusal(Buffer.allocUnsafe(MAX_IMPORT_FILE_BYTES + 1)).code).toBe('too_large');
  });
});

describe('Ghost documents as HTML', () => {
  it('draws lexical formats and nests them, and names unknown nodes', () => {
    const doc = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'a', format: 3 }, { type: 'text', text: 'b', format: 4 | 8 }] },
          { type: 'callout', calloutEmoji: '💡', calloutText: 'Mind the <b>tide</b>' },
          { type: 'toggle', heading: 'More' },
          { type: 'markdown', markdown: 'One *line*\n\nTwo <lines>' },
          { type: 'html', html: '<div class="x">raw</div>' },
        ],
      },
    };
    expect(lexicalToHtml(JSON.stringify(doc))).toEqual({
      html: '<p><em><strong>a</strong></em><s><u>b</u></s></p><div data-callout="info"><p>Mind the <b>tide</b></p></div><p>One *line*</p><p>Two &lt;lines&gt;</p><div class="x">raw</div>',
      unknown: ['toggle', 'markdown'],
    });
  });

  it('closes mobiledoc markups left open, escapes attributes, and draws embeds as videos or links', () => {
    const doc = {
      version: '0.3.1',
      markups: [['a', ['href', 'https://x.test/?q="1"']], ['em']],
      sections: [[1, 'blockquote', [[0, [0, 1], 0, 'open']]], [10, 0], [10, 1], [10, 2]],
      cards: [['code', { code: '<b>', language: '' }], ['embed', { url: 'https://youtu.be/dQw4w9WgXcQ', metadata: { title: 'Tide <video>' } }], ['bookmark', { url: 'https://b.test/', metadata: {} }]],
    };
    expect(mobiledocToHtml(JSON.stringify(doc))).toEqual({
      html:
        '<blockquote><a href="https://x.test/?q=&quot;1&quot;"><em>open</em></a></blockquote><pre><code>&lt;b&gt;</code></pre>' +
        '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Tide &lt;video&gt;"></div><p><a href="https://b.test/">https://b.test/</a></p>',
      unknown: [],
    });
  });
});
