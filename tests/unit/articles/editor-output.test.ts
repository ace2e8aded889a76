import { Editor } from '@tiptap/core';
import { articleEditorExtensions } from '@/components/admin/compose/editor-extensions';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';

// What the article editor really produces must survive the server's sanitizer unchanged: headings,
// marks, lists, quotes, code blocks, links, in-text images and rules.
function newEditor(content = '') {
  return new Editor({ extensions: articleEditorExtensions(), content });
}

describe('the article editor output and the sanitizer', () => {
  let editor: Editor;
  afterEach(() => editor?.destroy());

  it('keeps everything the toolbar can produce', () => {
    editor = newEditor();
    editor
      .chain()
      .setContent('')
      .insertContent('<h2>Introdução</h2><h3>Seção</h3>')
      .insertContent('<p>Texto com <strong>negrito</strong>, <em>itálico</em>, <s>riscado</s>, <u>sublinhado</u> e <code>x = 1</code>.</p>')
      .insertContent('<ul><li><p>item um</p></li><li><p>item dois</p></li></ul><ol><li><p>primeiro</p></li></ol>')
      .insertContent('<blockquote><p>Uma citação.</p></blockquote>')
      .insertContent('<pre><code class="language-ts">const a = b &lt; c;</code></pre><pre><code>sem linguagem</code></pre>')
      .insertContent('<p>Veja <a href="https://example.com/a?b=1&amp;c=2">este link</a> e <a href="/blog/outro">um interno</a>.</p>')
      .run();
    editor.chain().focus('end').setImage({ src: '/api/files/abc123?w=960', alt: '' }).setHorizontalRule().run();
    editor.chain().setImage({ src: 'https://cdn.example.com/foto.png', alt: 'Externa', title: 'Legenda' }).run();
    const html = editor.getHTML();

    for (const fragment of ['<h2>', '<h3>', '<strong>', '<em>', '<s>', '<u>', '<code>', '<ul>', '<ol>', '<li>', '<blockquote>', '<pre><code class="language-ts">', '<hr>', '<a ', '<img ']) {
      expect(html).toContain(fragment);
    }
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('keeps a link set through the link dialog and an image inserted after an upload', () => {
    editor = newEditor('<p>Texto do link</p>');
    editor.chain().selectAll().setLink({ href: 'https://example.com/pagina' }).run();
    editor.chain().focus('end').insertContent({ type: 'image', attrs: { src: '/api/files/0123abcd', alt: '' } }).run();
    const html = editor.getHTML();
    expect(html).toContain('href="https://example.com/pagina"');
    expect(html).toContain('<img src="/api/files/0123abcd"');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('loads sanitized content back unchanged (a saved article reopens as it was)', () => {
    editor = newEditor();
    editor.commands.setContent('<h2>T</h2><p>a <a href="https://example.com">b</a></p><ul><li><p>c</p></li></ul><img src="/api/files/k">');
    const first = sanitizeArticleHtml(editor.getHTML());
    editor.commands.setContent(first);
    expect(editor.getHTML()).toBe(first);
  });
});

describe('the rich blocks in the editor and the sanitizer', () => {
  let editor: Editor;
  afterEach(() => editor?.destroy());

  it('keeps a video, a callout, a button and a table with a header row as the editor writes them', () => {
    editor = newEditor('<p>Início</p>');
    editor
      .chain()
      .focus('end')
      // One insertion: an inserted atom is left selected, and a second insertion would replace it.
      .insertContent([
        { type: 'videoEmbed', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Um "vídeo" & mais' } },
        { type: 'callout', attrs: { type: 'warning' }, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cuidado' }] }] },
        { type: 'buttonLink', attrs: { href: 'https://example.com/assine', text: 'Assine' } },
        { type: 'buttonLink', attrs: { href: '/contato', text: 'Contato' } },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }] }] },
            { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: '1' }] }] }] },
          ],
        },
      ])
      .run();
    const html = editor.getHTML();
    expect(html).toContain('<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Um &quot;vídeo&quot; &amp; mais"></div>');
    expect(html).toContain('<div data-callout="warning"><p>Cuidado</p></div>');
    expect(html).toContain('<a data-button-link="" href="https://example.com/assine" rel="noopener noreferrer nofollow">Assine</a>');
    expect(html).toContain('<a data-button-link="" href="/contato">Contato</a>');
    expect(html).toContain('<table><tbody><tr><th><p>A</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>');
    expect(sanitizeArticleHtml(html)).toBe(html);
    // And it reopens as it was.
    editor.commands.setContent(html);
    expect(editor.getHTML()).toBe(html);
  });

  it('does not take a refused video or callout as a block', () => {
    editor = newEditor('<div data-video-provider="dailymotion" data-video-id="x" data-video-title="t"></div><div data-callout="danger"><p>x</p></div>');
    expect(editor.getHTML()).toBe('<p>x</p>');
  });
});
