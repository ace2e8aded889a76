/** @jest-environment node */
import { renderRichBlocks, type RichRenderLabels } from '@/lib/articles/rich-render';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';

const labels: RichRenderLabels = {
  play: (title) => `Play video: ${title}`,
  watchOn: (provider) => `Watch on ${provider}`,
  untitled: 'untitled',
  callout: { info: 'Info', warning: 'Warning', tip: 'Tip' },
  table: 'Table',
};

describe('renderRichBlocks', () => {
  it('makes a video a play button named by its title, with no request to the host in the markup', () => {
    const html = renderRichBlocks(sanitizeArticleHtml('<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Tom &amp; &quot;Jerry&quot; <b>"></div>'), labels);
    expect(html).toContain('aria-label="Play video: Tom &amp; &quot;Jerry&quot; &lt;b&gt;"');
    expect(html).toContain('data-video-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('<a data-rich="video-link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    // Nothing the browser would load by itself: no iframe, no image, no src attribute.
    expect(html).not.toMatch(/<iframe|<img|\ssrc=/);
  });

  it('names a video stored without title', () => {
    expect(renderRichBlocks('<div data-video-provider="vimeo" data-video-id="1" data-video-title=""></div>', labels)).toContain('aria-label="Play video: untitled"');
  });

  it('makes callouts notes named by their visible label, each with its own id', () => {
    const html = renderRichBlocks('<div data-callout="warning"><p>a</p></div><div data-callout="tip"><p>b</p></div>', labels);
    expect(html).toBe(
      '<div data-callout="warning" role="note" aria-labelledby="rich-callout-1"><p data-rich="callout-label" id="rich-callout-1">Warning</p><p>a</p></div>' +
        '<div data-callout="tip" role="note" aria-labelledby="rich-callout-2"><p data-rich="callout-label" id="rich-callout-2">Tip</p><p>b</p></div>',
    );
  });

  it('puts each table in a focusable box of its own that scrolls', () => {
    expect(renderRichBlocks('<table><tbody><tr><td>a</td></tr></tbody></table>', labels)).toBe(
      '<div data-rich="table" role="region" tabindex="0" aria-label="Table"><table><tbody><tr><td>a</td></tr></tbody></table></div>',
    );
  });

  it('leaves text that only looks like the blocks alone (it is escaped in stored HTML)', () => {
    const stored = sanitizeArticleHtml('<p>&lt;table&gt; and &lt;div data-callout="info"&gt;</p>');
    expect(renderRichBlocks(stored, labels)).toBe(stored);
  });
});
