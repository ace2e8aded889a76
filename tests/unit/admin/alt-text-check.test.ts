import { saveArticle } from '@/components/admin/compose/article-api';
import { editorImages, libraryUrls, missingAltText, refusedImages, type KnownFile } from '@/components/admin/compose/alt-text-check';
import { altErrorPath, altTargetOf } from '@/components/admin/pages/alt-text-refusal';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { articleImages, undescribedImages } from '@/lib/media/alt';
import type { FileDescription } from '@/lib/media/lookup';

// The editor's "Images without alt text" list follows the server's publishing rule (lib/media/alt.ts).

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);
const KEY_C = 'c'.repeat(32);
const urlOf = (key: string) => `/api/files/${key}`;

// A: described in the language; B: a library file without text; C: unknown to the server.
const known = new Map<string, KnownFile>([
  [KEY_A, { id: 1, described: true }],
  [KEY_B, { id: 2, described: false }],
]);

describe('missingAltText', () => {
  const html =
    `<p>x</p><img src="${urlOf(KEY_A)}" alt=""><img src="${urlOf(KEY_B)}" alt=""><img src="${urlOf(KEY_B)}">` +
    `<img src="https://cdn.example.com/a.png?x=1&amp;y=2"><img src="https://cdn.example.com/b.png" alt="A boat"><img src="${urlOf(KEY_C)}" alt="   ">`;

  it('lists the body images without alt text, once per address, numbered by their place', () => {
    expect(missingAltText(html, '', known)).toEqual([
      { kind: 'body', url: urlOf(KEY_B), fileKey: KEY_B, number: 2 },
      { kind: 'body', url: 'https://cdn.example.com/a.png?x=1&y=2', fileKey: null, number: 4 },
      { kind: 'body', url: urlOf(KEY_C), fileKey: KEY_C, number: 6 },
    ]);
  });

  it('counts the cover only when it is a library file without a description', () => {
    expect(missingAltText('', urlOf(KEY_B), known)).toEqual([{ kind: 'cover', url: urlOf(KEY_B), fileKey: KEY_B }]);
    expect(missingAltText('', urlOf(KEY_A), known)).toEqual([]);
    expect(missingAltText('', 'https://cdn.example.com/cover.jpg', known)).toEqual([]);
  });

  it('agrees with the server’s refusal on the same article', () => {
    const content = sanitizeArticleHtml(html);
    const descriptions = new Map<string, FileDescription>([[KEY_A, { uniqueKey: KEY_A, alt: { en: 'Chart' }, caption: {}, focalX: 50, focalY: 50, decorative: false }]]);
    const server = undescribedImages(articleImages({ image: urlOf(KEY_B), content }), 'en', descriptions);
    const editor = missingAltText(content, urlOf(KEY_B), new Map([[KEY_A, { id: 1, described: true }]]));
    expect(editor.map((m) => m.url)).toEqual(server.map((m) => m.url));
  });

  it('reads the library addresses to ask about, cover first', () => {
    expect(libraryUrls(html, urlOf(KEY_C))).toEqual([urlOf(KEY_C), urlOf(KEY_A), urlOf(KEY_B), urlOf(KEY_B), urlOf(KEY_C)]);
    expect(editorImages('<img alt="x" src=\'/a.png\'>')).toEqual([{ url: '/a.png', alt: 'x' }]);
  });
});

describe('refusedImages', () => {
  it('reads IMAGE_ALT_MISSING’s data and nothing else', () => {
    expect(refusedImages({ images: [{ field: 'content', url: '/x.png' }, { field: 1 }] })).toEqual([{ field: 'content', url: '/x.png' }]);
    expect(refusedImages({ used_in: [] })).toBeNull();
    expect(refusedImages(null)).toBeNull();
  });

  it('reaches the editor through the API client', async () => {
    const body = { error: true, code: 422, message: 'An image has no alt text.', errorCode: 'IMAGE_ALT_MISSING', data: { images: [{ field: 'image', url: urlOf(KEY_B) }] } };
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 422, json: () => Promise.resolve(body) }) as unknown as typeof fetch;
    const result = await saveArticle(null, { title: 'T', content: '<p>x</p>', categories: [1], image: null }, 'en', 'Oops');
    expect(result).toEqual({ ok: false, status: 422, message: body.message, fieldErrors: {}, errorCode: 'IMAGE_ALT_MISSING', data: body.data });
  });
});

describe('the page editor’s way to a refused image', () => {
  const types = ['hero', 'media_text', 'logos', 'rich_text'] as const;

  it('leads to the alt field where the block has one, else to the block', () => {
    expect(altTargetOf('image', [...types])).toEqual({ kind: 'share' });
    expect(altTargetOf('blocks.1.image', [...types])).toEqual({ kind: 'block', index: 1, idSuffix: '-image_alt' });
    expect(altTargetOf('blocks.0.image', [...types])).toEqual({ kind: 'block', index: 0, idSuffix: null });
    expect(altTargetOf('blocks.2.items.3.image', [...types])).toEqual({ kind: 'block', index: 2, idSuffix: '-items-3-alt' });
    expect(altTargetOf('blocks.3.html', [...types])).toEqual({ kind: 'block', index: 3, idSuffix: null });
    expect(altTargetOf('title', [...types])).toBeNull();
  });

  it('shows the refusal beside the field to fill', () => {
    expect(altErrorPath('blocks.1.image', 'media_text')).toBe('blocks.1.image_alt');
    expect(altErrorPath('blocks.2.items.3.image', 'logos')).toBe('blocks.2.items.3.alt');
    expect(altErrorPath('blocks.0.image', 'hero')).toBe('blocks.0.image');
    expect(altErrorPath('image', undefined)).toBe('image');
  });
});
