/** How tables and the selected rich blocks look inside the editor (the public page has its own CSS). */
export const richContentClasses = [
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_td]:min-w-24 [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top',
  '[&_th]:min-w-24 [&_th]:border [&_th]:border-border [&_th]:bg-surface [&_th]:px-2 [&_th]:py-1 [&_th]:text-start [&_th]:font-semibold [&_th]:align-top',
  '[&_td_p]:my-0 [&_th_p]:my-0 [&_.selectedCell]:bg-primary-light',
  '[&_.ProseMirror-selectednode[data-rich-editor]]:outline-2 [&_.ProseMirror-selectednode[data-rich-editor]]:outline-ring',
].join(' ');
