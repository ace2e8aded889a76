/** @jest-environment node */
import { excerptFromHtml, isEmptyArticleHtml, sanitizeArticleHtml as clean } from '@/lib/articles/sanitize';
import { parseVideoUrl, videoEmbedUrl, videoWatchUrl } from '@/lib/articles/rich-nodes';

const VIDEO = '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Never gonna"></div>';
const TABLE = '<table><tbody><tr><th><p>Plano</p></th><th><p>Preço</p></th></tr><tr><td><p>Básico</p></td><td><p>R$ 10</p></td></tr></tbody></table>';

describe('sanitizeArticleHtml: video embeds', () => {
  it('keeps a YouTube or Vimeo video as provider, id and title', () => {
    expect(clean(VIDEO)).toBe(VIDEO);
    const vimeo = '<div data-video-provider="vimeo" data-video-id="76979871" data-video-title="A &amp; B &quot;x&quot;"></div>';
    expect(clean(vimeo)).toBe(vimeo);
  });

  it('writes the attributes in one order and drops anything inside the video', () => {
    expect(clean('<div data-video-title="T" data-video-id="dQw4w9WgXcQ" data-video-provider="youtube" class="x" onclick="alert(1)"><iframe src="https://evil.example"></iframe><p>x</p></div>')).toBe(
      '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="T"></div>',
    );
  });

  it('refuses unknown hosts and malformed ids (the div is unwrapped, nothing of it stays)', () => {
    expect(clean('<div data-video-provider="dailymotion" data-video-id="x7tgad0" data-video-title="T"></div>')).toBe('');
    expect(clean('<div data-video-provider="youtube" data-video-id="../../evil" data-video-title="T"></div>')).toBe('');
    expect(clean('<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ&quot; onload=&quot;x" data-video-title="T"></div>')).toBe('');
    expect(clean('<div data-video-provider="vimeo" data-video-id="abc" data-video-title="T">t</div>')).toBe('t');
  });

  it('never keeps an iframe, whatever its source', () => {
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="v"></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(clean('<p>a<iframe srcdoc="<script>alert(1)</script>"></iframe></p>')).toBe('<p>a</p>');
  });

  it('counts a video as content', () => {
    expect(isEmptyArticleHtml(VIDEO)).toBe(false);
    expect(isEmptyArticleHtml('<div data-video-provider="youtube" data-video-id="bad"></div>')).toBe(true);
  });

  it('gives the title in text summaries', () => {
    expect(excerptFromHtml(`<p>Veja:</p>${VIDEO}<p>Fim.</p>`)).toBe('Veja: Never gonna Fim.');
  });
});

describe('sanitizeArticleHtml: callouts', () => {
  it('keeps info, warning and tip callouts with their blocks', () => {
    for (const type of ['info', 'warning', 'tip']) {
      const html = `<div data-callout="${type}"><p>Atenção <strong>aqui</strong>.</p><ul><li><p>um</p></li></ul></div>`;
      expect(clean(html)).toBe(html);
    }
  });

  it('unwraps an unknown type and strips event handlers and styles', () => {
    expect(clean('<div data-callout="danger"><p>x</p></div>')).toBe('<p>x</p>');
    expect(clean('<div data-callout="tip" onmouseover="alert(1)" style="position:fixed"><p>x</p></div>')).toBe('<div data-callout="tip"><p>x</p></div>');
  });

  it('closes an open paragraph before a callout', () => {
    expect(clean('<p>a<div data-callout="info">b</div>')).toBe('<p>a</p><div data-callout="info">b</div>');
  });
});

describe('sanitizeArticleHtml: button links', () => {
  it('keeps the button marker on http(s) and site-relative links', () => {
    expect(clean('<a data-button-link="" href="/contato">Fale conosco</a>')).toBe('<a data-button-link="" href="/contato">Fale conosco</a>');
    expect(clean('<a data-button-link="" href="https://example.com/x" rel="noopener noreferrer nofollow">Compre</a>')).toBe(
      '<a data-button-link="" href="https://example.com/x" rel="noopener noreferrer nofollow">Compre</a>',
    );
  });

  it('unwraps a javascript: button (text kept) and makes a mailto: button a plain link', () => {
    expect(clean('<a data-button-link="" href="javascript:alert(1)">Clique</a>')).toBe('Clique');
    expect(clean('<a data-button-link="" href=" JaVaScRiPt&#58;alert(1)">Clique</a>')).toBe('Clique');
    expect(clean('<a data-button-link="" href="mailto:a@b.example">Escreva</a>')).toBe('<a href="mailto:a@b.example">Escreva</a>');
    expect(clean('<a data-button-link="" href="data:text/html,x">x</a>')).toBe('x');
  });

  it('writes the marker empty and drops event handlers on the button', () => {
    expect(clean('<a data-button-link="evil" onclick="alert(1)" href="/a">A</a>')).toBe('<a data-button-link="" href="/a">A</a>');
  });
});

describe('sanitizeArticleHtml: tables', () => {
  it('keeps a table with a header row as the editor writes it', () => {
    expect(clean(TABLE)).toBe(TABLE);
  });

  it('supplies the missing tbody and row, and makes thead a tbody', () => {
    expect(clean('<table><tr><td>a</td></tr></table>')).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
    expect(clean('<table><td>a</td></table>')).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
    expect(clean('<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><th>h</th></tr></tbody><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('closes the open cell or row when the next one starts', () => {
    expect(clean('<table><tr><td>a<td>b<tr><td><p>c<td>d</table>')).toBe(
      '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td><p>c</p></td><td>d</td></tr></tbody></table>',
    );
  });

  it('drops what a browser would move out of the table (text and elements outside cells)', () => {
    expect(clean('<table>lost<p>gone</p><tr>x<td>kept</td></tr></table>')).toBe('<table><tbody><tr><td>kept</td></tr></tbody></table>');
  });

  it('removes attributes, styles and handlers from tables and cells', () => {
    expect(clean('<table border="1" onclick="x" style="width:9999px"><tr><td colspan="2" onmouseover="x" background="javascript:x">a</td></tr></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('unwraps cells and rows found outside a table', () => {
    expect(clean('<p><td>a</td><tr>b</tr></p>')).toBe('<p>ab</p>');
  });

  it('gives the cells as readable text in summaries', () => {
    expect(excerptFromHtml(TABLE)).toBe('Plano Preço Básico R$ 10');
  });
});

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=x', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
  ])('reads %s', (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id });
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('gives the no-cookie player and the watch page', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedUrl({ provider: 'vimeo', id: '1' })).toMatch(/^https:\/\/player\.vimeo\.com\/video\/1\?/);
    expect(videoWatchUrl({ provider: 'vimeo', id: '1' })).toBe('https://vimeo.com/1');
  });
});
