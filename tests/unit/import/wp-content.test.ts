import { autoParagraphs, captionsToFigures, dynamicBlocksIn, shortcodesIn, unwrapBlocks, wordpressHtml } from '@/lib/import/wp-content';

describe('WordPress bodies as HTML', () => {
  it('unwraps nested blocks, keeping their HTML', () => {
    const body =
      '<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Inside</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->\n\n<!-- wp:separator -->\n<hr class="wp-block-separator"/>\n<!-- /wp:separator -->';
    expect(unwrapBlocks(body)).toBe('<div class="wp-block-group">\n<p>Inside</p>\n</div>\n<hr class="wp-block-separator"/>');
  });

  it('names the blocks WordPress draws itself', () => {
    expect(dynamicBlocksIn('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --><!-- wp:latest-posts {"n":3} /--><!-- wp:block {"ref":12} /--><!-- wp:core/archives /-->')).toEqual([
      'latest-posts',
      'block',
      'core/archives',
    ]);
  });

  it('wraps classic text in paragraphs, leaving blocks and <pre> alone', () => {
    expect(autoParagraphs('One\ntwo\n\n<blockquote>Quote</blockquote>\n\n<pre>a\n\nb</pre>\n\n\n<img src="x.jpg" /> after\r\n\r\nLast')).toBe(
      '<p>One<br />\ntwo</p>\n<blockquote>Quote</blockquote>\n<pre>a\n\nb</pre>\n<p><img src="x.jpg" /> after</p>\n<p>Last</p>',
    );
  });

  it('makes figures of captions, with the caption as text or attribute', () => {
    expect(captionsToFigures('[caption id="a" width="300"]<img src="a.jpg" alt="A" /> A <em>cat</em>[/caption]')).toBe('<figure><img src="a.jpg" alt="A" /><figcaption>A <em>cat</em></figcaption></figure>');
    expect(captionsToFigures("[caption caption='Dog']<a href=\"b.jpg\"><img src=\"b.jpg\"></a>[/caption]")).toBe('<figure><a href="b.jpg"><img src="b.jpg"></a><figcaption>Dog</figcaption></figure>');
    expect(captionsToFigures('[caption]<img src="c.jpg">[/caption]')).toBe('<figure><img src="c.jpg"></figure>');
  });

  it('lists shortcodes once each, not bracketed numbers, capitals or code samples', () => {
    expect(shortcodesIn('[gallery ids="1,2"] [embed]https://v.test[/embed] [gallery] see [1] and [A] <code>[php]</code> [audio src="a.mp3" /]')).toEqual(['gallery', 'embed', 'audio']);
  });

  it('drops <!--more--> and other comments but not block content', () => {
    expect(wordpressHtml('Intro\n<!--more-->\nRest\n\n<!--nextpage-->\n\nPage two')).toBe('<p>Intro</p>\n<p>Rest</p>\n<p>Page two</p>');
    expect(wordpressHtml('<!-- wp:paragraph -->\n<p>A</p>\n<!-- /wp:paragraph -->\n<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->')).toBe('<p>A</p>');
  });
});
