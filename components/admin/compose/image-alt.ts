import type { Editor } from '@tiptap/react';

/**
 * Writes `alt` on every image node of the document whose src is `src` and whose alt is blank (the
 * "Images without alt text" panel fixing one in place). One transaction, so it is one undo step and
 * the editor reports one change (the form's content follows). Answers how many images changed.
 */
export function setImageAlt(editor: Editor, src: string, alt: string): number {
  const { tr, doc } = editor.state;
  let changed = 0;
  doc.descendants((node, pos) => {
    if (node.type.name !== 'image' || node.attrs.src !== src) return;
    const current = typeof node.attrs.alt === 'string' ? node.attrs.alt : '';
    if (current.trim() !== '') return;
    tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt });
    changed += 1;
  });
  if (changed > 0) editor.view.dispatch(tr);
  return changed;
}
