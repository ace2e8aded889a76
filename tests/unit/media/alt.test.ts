import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { articleImages, fillAltText, imageAltMissing, imagesOfHtml, pageImages, undescribedImages } from '@/lib/media/alt';
import type { FileDescription } from '@/lib/media/lookup';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);
const KEY_C = 'c'.repeat(32);
const urlOf = (key: string) => `/api/files/${key}`;

function description(uniqueKey: string, alt: Record<string, string>, decorative = false): FileDescription {
  return { uniqueKey, alt, caption: {}, focalX: 50, focalY: 50, decorative };
}

const described = new Map<string, FileDescription>([
  [KEY_A, description(KEY_A, { 'pt-BR': 'Um gráfico de vendas', en: 'A sales chart & "trend"' })],
  [KEY_B, description(KEY_B, {}, true)],
  [KEY_C, description(KEY_C, { en: 'Only in English' })],
]);

describe('fillAltText', () => {
  it('gives a library image without alt the file’s text for the language', () => {
    const html = sanitizeArticleHtml(`<p>x</p><img src="${urlOf(KEY_A)}">`);
    expect(fillAltText(html, 'pt-BR', described)).toBe(`<p>x</p><img src="${urlOf(KEY_A)}" alt="Um gráfico de vendas">`);
  });

  it('replaces an empty alt in place and escapes the text the sanitizer’s way', () => {
    const html = sanitizeArticleHtml(`<img alt="" src="${urlOf(KEY_A)}?w=640" title="t">`);
    const filled = fillAltText(html, 'en', described);
    expect(filled).toBe(`<img alt="A sales chart &amp; &quot;trend&quot;" src="${urlOf(KEY_A)}?w=640" title="t">`);
    // Still the sanitizer's output: sanitizing again changes nothing.
    expect(sanitizeArticleHtml(filled)).toBe(filled);
  });

  it('keeps an alt the author wrote', () => {
    const html = sanitizeArticleHtml(`<img src="${urlOf(KEY_A)}" alt="My own words">`);
    expect(fillAltText(html, 'pt-BR', described)).toBe(html);
  });

  it('gives a decorative file alt="" and leaves a file without text for the language alone', () => {
    const html = sanitizeArticleHtml(`<img src="${urlOf(KEY_B)}"><img src="${urlOf(KEY_C)}">`);
    expect(fillAltText(html, 'pt-BR', described)).toBe(`<img src="${urlOf(KEY_B)}" alt=""><img src="${urlOf(KEY_C)}">`);
  });

  it('leaves images that are not library files, and absolute URLs of library files are filled too', () => {
    const html = sanitizeArticleHtml(`<img src="https://cdn.example.com/x.png"><img src="https://site.example${urlOf(KEY_C)}">`);
    expect(fillAltText(html, 'en', described)).toBe(`<img src="https://cdn.example.com/x.png"><img src="https://site.example${urlOf(KEY_C)}" alt="Only in English">`);
  });

  it('does not mistake text that reads like a tag for an image', () => {
    const html = sanitizeArticleHtml(`<p>&lt;img src="${urlOf(KEY_A)}"&gt;</p>`);
    expect(fillAltText(html, 'pt-BR', described)).toBe(html);
  });
});

describe('undescribedImages', () => {
  it('names the cover and body images without a description for the language', () => {
    const content = sanitizeArticleHtml(
      `<img src="${urlOf(KEY_A)}"><img src="${urlOf(KEY_C)}"><img src="https://cdn.example.com/x.png"><img src="https://cdn.example.com/y.png" alt="Written"><img src="${urlOf(KEY_B)}">`,
    );
    const refs = articleImages({ image: urlOf(KEY_C), content });
    expect(undescribedImages(refs, 'pt-BR', described)).toEqual([
      { field: 'image', url: urlOf(KEY_C) },
      { field: 'content', url: urlOf(KEY_C) },
      { field: 'content', url: 'https://cdn.example.com/x.png' },
    ]);
    expect(undescribedImages(refs, 'en', described)).toEqual([{ field: 'content', url: 'https://cdn.example.com/x.png' }]);
  });

  it('counts a blank alt as none, and an unknown library key as undescribed', () => {
    const content = sanitizeArticleHtml(`<img src="https://cdn.example.com/x.png" alt="  "><img src="${urlOf('d'.repeat(32))}">`);
    expect(undescribedImages(articleImages({ image: null, content }), 'en', described)).toHaveLength(2);
  });

  it('does not count an outside address in a bare URL field (a cover, a share image, a hero image): it can be described nowhere', () => {
    expect(undescribedImages(articleImages({ image: 'https://cdn.example.com/cover.png', content: '<p>No images</p>' }), 'pt-BR', described)).toEqual([]);
    const page = pageImages({ image: 'https://cdn.example.com/share.png', blocks: [{ type: 'hero', title: 'Hi', image: '/images/hero.webp' }] });
    expect(undescribedImages(page, 'pt-BR', described)).toEqual([]);
  });

  it('finds the images of a page’s share image and blocks, with their own alt fields', () => {
    const refs = pageImages({
      image: urlOf(KEY_A),
      blocks: [
        { type: 'hero', title: 'Hi', image: urlOf(KEY_C) },
        { type: 'media_text', title: 'M', text: `<p>t</p><img src="${urlOf(KEY_B)}">`, image: urlOf(KEY_C), image_alt: 'Own words', image_side: 'left' },
        { type: 'media_text', title: 'N', text: '<p>t</p>', image: 'https://cdn.example.com/m.png', image_side: 'left' },
        { type: 'rich_text', html: `<img src="${urlOf(KEY_C)}">` },
        { type: 'logos', items: [{ image: 'https://cdn.example.com/l.png', alt: 'ACME' }] },
        { type: 'testimonials', items: [{ quote: 'Q', name: 'Ana', photo: 'https://cdn.example.com/p.png' }] },
        { type: 'not-a-block' },
      ],
    });
    expect(refs.map((r) => r.field)).toEqual(['image', 'blocks.0.image', 'blocks.1.image', 'blocks.1.text', 'blocks.2.image', 'blocks.3.html', 'blocks.4.items.0.image']);
    expect(undescribedImages(refs, 'pt-BR', described)).toEqual([
      { field: 'blocks.0.image', url: urlOf(KEY_C) },
      { field: 'blocks.2.image', url: 'https://cdn.example.com/m.png' },
      { field: 'blocks.3.html', url: urlOf(KEY_C) },
    ]);
  });
});

describe('imagesOfHtml and the refusal', () => {
  it('reads src and alt with references decoded', () => {
    expect(imagesOfHtml('<img src="/api/files/x?a=1&amp;b=2" alt="a &amp; b">')).toEqual([{ url: '/api/files/x?a=1&b=2', alt: 'a & b' }]);
  });

  it('is a 422 IMAGE_ALT_MISSING that carries the images', () => {
    const error = imageAltMissing([{ field: 'content', url: 'https://cdn.example.com/x.png' }]);
    expect(error.status).toBe(422);
    expect(error.options).toMatchObject({ errorCode: 'IMAGE_ALT_MISSING', data: { images: [{ field: 'content', url: 'https://cdn.example.com/x.png' }] }, values: { count: 1 } });
  });
});
