import { feedHtml } from '@/lib/articles/feed-html';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';

const options = { origin: 'https://www.example.com', callout: { info: 'Informação', warning: 'Atenção', tip: 'Dica' } };

describe('feedHtml', () => {
  it('turns a video into a link to its page with its title, never a frame', () => {
    const stored = sanitizeArticleHtml('<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Tour &amp; demo"></div>');
    const html = feedHtml(stored, options);
    expect(html).toBe('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">▶ Tour &amp; demo (YouTube)</a></p>');
    expect(feedHtml(sanitizeArticleHtml('<div data-video-provider="vimeo" data-video-id="76979871" data-video-title=""></div>'), options)).toBe(
      '<p><a href="https://vimeo.com/76979871">▶ Vimeo (Vimeo)</a></p>',
    );
  });

  it('keeps a table as a table, names a callout’s type and makes a button a plain link', () => {
    const stored = sanitizeArticleHtml(
      '<table><tbody><tr><th><p>Plano</p></th><th><p>Preço</p></th></tr><tr><td><p>Básico</p></td><td><p>R$ 10</p></td></tr></tbody></table>' +
        '<div data-callout="warning"><p>Faça backup.</p></div><p><a data-button-link="" href="/contato">Fale conosco</a></p>',
    );
    const html = feedHtml(stored, options);
    expect(html).toContain('<table><tbody><tr><th><p>Plano</p></th>');
    expect(html).toContain('<div data-callout="warning"><p><strong>Atenção</strong></p><p>Faça backup.</p></div>');
    expect(html).toContain('<a href="https://www.example.com/contato">Fale conosco</a>');
    expect(html).not.toContain('data-button-link');
  });

  it('makes site-relative images and links absolute, and leaves other addresses alone', () => {
    const stored = sanitizeArticleHtml(`<p><img src="/api/files/${'a'.repeat(32)}?w=960" alt="Gráfico"> <a href="https://other.example/x">x</a> <a href="#top">top</a></p>`);
    const html = feedHtml(stored, options);
    expect(html).toContain(`src="https://www.example.com/api/files/${'a'.repeat(32)}?w=960"`);
    expect(html).toContain('href="https://other.example/x"');
    expect(html).toContain('href="#top"');
  });
});
