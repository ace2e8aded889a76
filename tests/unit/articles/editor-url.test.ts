/** @jest-environment node */
import { editorLinkSchema, editorUrlSchema } from '@/lib/articles/editor-url';

// The image-URL dialog of the article editor accepts only absolute http(s) addresses; the link dialog
// also takes e-mail links.
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

describe('editorLinkSchema', () => {
  it.each(['https://example.com/guia', 'http://example.com/a?b=1#c', '  https://exemplo.com.br/página  '])('accepts the web address %s', (url) => {
    expect(editorLinkSchema.safeParse(url)).toEqual({ success: true, data: url.trim() });
  });

  it.each([
    ['mailto:contato@empresa.com.br', 'mailto:contato@empresa.com.br'],
    ['MAILTO:ana.souza@example.com', 'mailto:ana.souza@example.com'],
    ['mailto:vendas@empresa.com?subject=Or%C3%A7amento', 'mailto:vendas@empresa.com?subject=Or%C3%A7amento'],
    ['mailto:ana%2Esouza@example.com', 'mailto:ana%2Esouza@example.com'],
    ['  contato@empresa.com.br ', 'mailto:contato@empresa.com.br'],
  ])('accepts the e-mail link %s', (value, expected) => {
    expect(editorLinkSchema.safeParse(value)).toEqual({ success: true, data: expected });
  });

  it.each([
    ['no address', 'mailto:'],
    ['an address without a domain', 'mailto:ana@'],
    ['an address without a top-level domain', 'mailto:ana@empresa'],
    ['two addresses', 'mailto:ana@example.com,bia@example.com'],
    ['a space inside', 'mailto:ana souza@example.com'],
    ['a broken escape', 'mailto:ana%E0@example.com'],
    ['script after the address', 'mailto:ana@example.com"><script>'],
  ])('refuses a mailto: link with %s with "Invalid email address"', (_name, value) => {
    const result = editorLinkSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Validation.invalidEmailAddress');
  });

  it.each([
    ['an empty value', ''],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL with a mailto inside', 'javascript:mailto:ana@example.com'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['a tel: URL', 'tel:+5511999999999'],
    ['an address without a scheme', 'www.example.com'],
    ['a URL that is too long', `https://example.com/${'a'.repeat(2000)}`],
  ])('refuses %s with "Invalid URL"', (_name, value) => {
    const result = editorLinkSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Validation.invalidUrl');
  });
});
