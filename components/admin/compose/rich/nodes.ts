import { Extension, Node, type Extensions } from '@tiptap/core';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { isCalloutType, isVideoId, isVideoProvider, videoProviderName, type CalloutType } from '@/lib/articles/rich-nodes';

/*
 * The article editor's rich blocks (issue 31 §3). Each writes exactly the HTML that
 * lib/articles/sanitize.ts keeps (formats in lib/articles/rich-nodes.ts), so a saved article reopens
 * as it was. In the editor, videos and buttons are drawn as inert boxes: no request reaches the
 * video host and a click on a button does not navigate away.
 */

/** Texts the editor draws inside the blocks (in the editor's language). */
export interface RichEditorLabels {
  callout: Record<CalloutType, string>;
  video: string;
  button: string;
}

const DEFAULT_LABELS: RichEditorLabels = { callout: { info: 'Info', warning: 'Warning', tip: 'Tip' }, video: 'Video', button: 'Button' };

const Video = Node.create<{ labels: RichEditorLabels }>({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ labels: DEFAULT_LABELS }),
  addAttributes() {
    return {
      provider: { default: 'youtube', parseHTML: (el) => el.getAttribute('data-video-provider'), renderHTML: (a) => ({ 'data-video-provider': a.provider }) },
      videoId: { default: '', parseHTML: (el) => el.getAttribute('data-video-id'), renderHTML: (a) => ({ 'data-video-id': a.videoId }) },
      title: { default: '', parseHTML: (el) => el.getAttribute('data-video-title') ?? '', renderHTML: (a) => ({ 'data-video-title': a.title }) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-video-provider]',
        getAttrs: (el) => {
          const provider = el.getAttribute('data-video-provider') ?? undefined;
          return isVideoProvider(provider) && isVideoId(provider, el.getAttribute('data-video-id') ?? '') ? null : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('data-rich-editor', 'video');
      dom.className = 'my-3 flex aspect-video max-w-md flex-col items-center justify-center gap-2 rounded-md border border-border bg-dark p-4 text-center text-dark-foreground';
      const badge = document.createElement('span');
      badge.className = 'text-sm font-semibold';
      badge.textContent = `▶ ${this.options.labels.video} · ${videoProviderName(isVideoProvider(node.attrs.provider) ? node.attrs.provider : 'youtube')}`;
      const title = document.createElement('span');
      title.className = 'text-sm';
      title.textContent = String(node.attrs.title);
      dom.append(badge, title);
      return { dom };
    };
  },
});

const Callout = Node.create<{ labels: RichEditorLabels }>({
  name: 'callout',
  group: 'block',
  content: '(paragraph | bulletList | orderedList)+',
  defining: true,
  addOptions: () => ({ labels: DEFAULT_LABELS }),
  addAttributes() {
    return {
      type: { default: 'info', parseHTML: (el) => el.getAttribute('data-callout'), renderHTML: (a) => ({ 'data-callout': a.type }) },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-callout]', getAttrs: (el) => (isCalloutType(el.getAttribute('data-callout') ?? undefined) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes, 0];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('data-callout', String(node.attrs.type));
      dom.className = 'my-3 rounded-md border-l-4 border-primary bg-surface px-4 py-2';
      const label = document.createElement('p');
      label.contentEditable = 'false';
      label.className = 'text-xs font-bold tracking-wide uppercase text-muted-foreground';
      label.textContent = this.options.labels.callout[isCalloutType(node.attrs.type) ? node.attrs.type : 'info'];
      const content = document.createElement('div');
      dom.append(label, content);
      return { dom, contentDOM: content, ignoreMutation: (m) => label.contains(m.target) };
    };
  },
});

/** True for absolute http(s) and protocol-relative addresses (the sanitizer adds rel to those). */
const isExternal = (href: string) => /^(?:https?:)?\/\//i.test(href);

const ButtonLink = Node.create<{ labels: RichEditorLabels }>({
  name: 'buttonLink',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ labels: DEFAULT_LABELS }),
  addAttributes() {
    return {
      href: { default: '', parseHTML: (el) => el.getAttribute('href') ?? '', renderHTML: () => ({}) },
      text: { default: '', parseHTML: (el) => (el.textContent ?? '').trim(), renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    // Above the link mark's rule (a[href]): a marked link is a button, not a linked text.
    return [{ tag: 'a[data-button-link]', priority: 100 }];
  },
  renderHTML({ node }) {
    const href = String(node.attrs.href);
    return ['a', { 'data-button-link': '', href, ...(isExternal(href) ? { rel: 'noopener noreferrer nofollow' } : {}) }, String(node.attrs.text)];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('data-rich-editor', 'button');
      dom.className = 'my-3 flex flex-wrap items-center gap-2';
      const face = document.createElement('span');
      face.className = 'inline-flex items-center rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground';
      face.textContent = String(node.attrs.text);
      const target = document.createElement('span');
      target.className = 'text-sm text-muted-foreground';
      target.textContent = `${this.options.labels.button}: ${String(node.attrs.href)}`;
      dom.append(face, target);
      return { dom };
    };
  },
});

// Tables: prosemirror-tables (shipped in @tiptap/pm) finds its nodes by their tableRole. Merged cells
// are not offered, so colspan/rowspan stay 1 and are never written (the sanitizer keeps no attribute).
const cellAttributes = {
  colspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  rowspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};
const TABLE_ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
});
const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});
const TableCell = Node.create({
  name: 'tableCell',
  content: 'paragraph+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: () => ['td', 0],
});
const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'paragraph+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: () => ['th', 0],
});
const TableEditing = Extension.create({
  name: 'tableEditing',
  extendNodeSchema: (extension) => (TABLE_ROLES[extension.name] ? { tableRole: TABLE_ROLES[extension.name] } : {}),
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      // Tab moves between cells; from the last cell (or outside a table) it leaves the editor as usual.
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

/** The rich blocks, with the texts their editor views show. */
export function richArticleExtensions(labels: RichEditorLabels = DEFAULT_LABELS): Extensions {
  return [
    Video.configure({ labels }),
    Callout.configure({ labels }),
    ButtonLink.configure({ labels }),
    Table,
    TableRow,
    TableCell,
    TableHeader,
    TableEditing,
  ];
}
