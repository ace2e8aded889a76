import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { richArticleExtensions, type RichEditorLabels } from './rich/nodes';

/**
 * The article editor's schema: StarterKit (paragraphs, H2/H3, bold, italic, strike, underline, code,
 * code blocks, lists, blockquote, horizontal rule, links, hard breaks, undo/redo), block images and
 * the rich blocks (video, callout, button link, table: ./rich/nodes.ts).
 * lib/articles/sanitize.ts keeps exactly what these produce (tests/unit/articles/editor-output.test.ts).
 */
export function articleEditorExtensions(labels?: RichEditorLabels): Extensions {
  return [
    StarterKit.configure({
      // The article title is the page's h1.
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
      },
    }),
    // Images pasted as data: URLs are refused (they would bloat the article; files are uploaded instead).
    Image.configure({ inline: false, allowBase64: false }),
    ...richArticleExtensions(labels),
  ];
}
