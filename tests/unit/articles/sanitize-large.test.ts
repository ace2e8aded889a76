/** @jest-environment node */
import { ARTICLE_CONTENT_MAX, articleInputSchema } from '@/lib/articles/schema';
import { excerptFromSanitizedHtml, isEmptyArticleHtml, MAX_NESTING, sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { countWords } from '@/lib/format/reading-time';
import { largeArticleShapes } from '@/tests/fixtures/large-article-html';

// The pure steps of saving an article (schema check, sanitizing, excerpt, word count) on 1 MB of
// HTML in every shape of tests/fixtures/large-article-html.ts. Deterministic checks come first
// (nesting is capped, sanitizing is idempotent, the output is safe, the limit is enforced before any
// parsing); no test asserts a time. The old pipeline was quadratic on several of these shapes (one
// 500 kB article of `<b>x</b>` took 8.7 s; unclosed or deeply nested tags took 25 s at 400 kB and
// minutes at 1 MB): jest's 15 s test timeout is the "does not hang" bound, far above the
// ~0.1 s each shape takes now even on a loaded machine.

/** Deepest nesting of elements in sanitized HTML (its tags are balanced and only the allow-list's). */
function maxDepth(html: string): number {
  let depth = 0;
  let max = 0;
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (['br', 'hr', 'img'].includes(name)) continue;
    depth += close ? -1 : 1;
    max = Math.max(max, depth);
  }
  return max;
}

const SIZE = ARTICLE_CONTENT_MAX;

describe.each(Object.entries(largeArticleShapes))('saving 1 MB of %s', (_name, shape) => {
  const html = shape(SIZE);

  it('sanitizes in one linear pass to safe, idempotent HTML with bounded nesting', () => {
    expect(html.length).toBe(SIZE);
    const clean = sanitizeArticleHtml(html);
    expect(maxDepth(clean)).toBeLessThanOrEqual(MAX_NESTING);
    expect(clean).not.toMatch(/<(?!\/?(?:p|h[234]|blockquote|pre|code|ul|ol|li|hr|br|strong|em|s|u|a|img)[\s>])/);
    expect(clean).not.toMatch(/javascript:|<!--|\son\w+=/i);
    expect(sanitizeArticleHtml(clean)).toBe(clean);
    const excerpt = excerptFromSanitizedHtml(clean);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(countWords(clean)).toBeGreaterThanOrEqual(0);
  });

  it('passes the schema (the form, the server action and the API use it)', () => {
    const result = articleInputSchema.safeParse({ title: 'Long', content: html, categories: [1] });
    const empty = isEmptyArticleHtml(html);
    expect(result.success).toBe(!empty);
    if (!result.success) expect(result.error.issues.map((i) => i.message)).toEqual(['Validation.contentRequired']);
  });
});

describe('the content limit', () => {
  it('refuses one character more than 1 MB with its own message, before parsing the HTML', () => {
    const html = largeArticleShapes.inlineTags(SIZE + 1);
    const result = articleInputSchema.safeParse({ title: 'Too long', content: html, categories: [1] });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['content'], message: 'Articles.errors.contentTooLong' })]);
  });

  it('still refuses empty content and accepts a short article', () => {
    expect(articleInputSchema.safeParse({ title: 'T', content: '<p>&nbsp;</p>', categories: [1] }).success).toBe(false);
    expect(articleInputSchema.safeParse({ title: 'T', content: '<p>ok</p>', categories: [1] }).success).toBe(true);
  });
});

describe('deep nesting', () => {
  it(`keeps ${MAX_NESTING} levels of allowed elements and unwraps deeper ones, text kept`, () => {
    const html = '<blockquote>'.repeat(150) + 'deep' + '</blockquote>'.repeat(150);
    const clean = sanitizeArticleHtml(html);
    expect(clean).toBe('<blockquote>'.repeat(MAX_NESTING) + 'deep' + '</blockquote>'.repeat(MAX_NESTING));
  });
});
