/** @jest-environment node */
import { editorUrlSchema } from '@/lib/articles/editor-url';

// The link and image-URL dialogs of the article editor accept only absolute http(s) addresses.
describe('editorUrlSchema', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1#c', '  https://cdn.example.com/foto.png  ', 'https://exemplo.com.br/página'])(
    'accepts %s',
    (url) => {
      const result = editorUrlSchema.safeParse(url);
      expect(result.success).toBe(true);
      expect(result.data).toBe(url.trim());
    },
  );

  it.each([
    ['an empty value', ''],
    ['a bare word', 'exemplo'],
    ['an address without a scheme', 'www.example.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a mailto: URL', 'mailto:a@example.com'],
    ['an ftp URL', 'ftp://example.com/file'],
    ['a site-relative path', '/blog/artigo'],
    ['a protocol-relative URL', '//evil.example.com/a.png'],
    ['a URL that is too long', `https://example.com/${'a'.repeat(2000)}`],
  ])('refuses %s with "Invalid URL"', (_name, url) => {
    const result = editorUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Validation.invalidUrl');
  });
});
