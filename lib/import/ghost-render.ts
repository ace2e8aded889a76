// Ghost's editor documents as HTML, for a post exported without `html` (issue 34 §1): Lexical
// (Ghost 5+) and Mobiledoc (Ghost 1–4). The common nodes are drawn; a card Vitrine has no equivalent
// for is left out and named, so the report can list it.

import { embedHtml } from './embeds';

export type Rendered = { html: string; unknown: string[] };

type Json = Record<string, unknown>;

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function figureImage(src: string, alt: string, caption: string): string {
  if (!src) return '';
  const img = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}">`;
  // Captions are HTML in both formats (Ghost lets them hold links and emphasis).
  return caption ? `<figure>${img}<figcaption>${caption}</figcaption></figure>` : `<figure>${img}</figure>`;
}

function codeBlock(code: string, language: string): string {
  const cls = language ? ` class="language-${escapeAttribute(language)}"` : '';
  return `<pre><code${cls}>${escapeText(code)}</code></pre>`;
}

// A gallery is drawn as its images one after the other: Vitrine has no gallery block.
function gallery(images: unknown): string {
  return list(images)
    .filter(isObject)
    .map((image) => figureImage(str(image.src), str(image.alt), str(image.caption)))
    .join('');
}

// Ghost's callout is Vitrine's callout (issue 31 §3) of the plain kind; its emoji and colour are not kept.
function callout(text: string): string {
  if (!text.trim()) return '';
  return `<div data-callout="info">${/^\s*<p\b/i.test(text) ? text : `<p>${text}</p>`}</div>`;
}

// Embed and bookmark cards carry what the oEmbed answer said, the title among it.
const metadataTitle = (metadata: unknown): string => (isObject(metadata) ? str(metadata.title) : '');

// Markdown needs a renderer Vitrine does not carry: its text is kept, paragraph by paragraph.
function markdownAsText(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => `<p>${escapeText(chunk).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

// Lexical text formats are bit flags.
const FORMATS: [number, string][] = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
  [32, 'sub'],
  [64, 'sup'],
];

class LexicalRenderer {
  readonly unknown = new Set<string>();

  children(node: Json): string {
    return list(node.children)
      .filter(isObject)
      .map((child) => this.node(child))
      .join('');
  }

  node(node: Json): string {
    const type = str(node.type);
    switch (type) {
      case 'root':
        return this.children(node);
      case 'paragraph':
      case 'extended-paragraph':
        return `<p>${this.children(node)}</p>`;
      case 'heading':
      case 'extended-heading': {
        const tag = /^h[1-6]$/.test(str(node.tag)) ? str(node.tag) : 'h2';
        return `<${tag}>${this.children(node)}</${tag}>`;
      }
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote>${this.children(node)}</blockquote>`;
      case 'list': {
        const tag = str(node.listType) === 'number' || str(node.tag) === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${this.children(node)}</${tag}>`;
      }
      case 'listitem':
        return `<li>${this.children(node)}</li>`;
      case 'text':
      case 'extended-text': {
        const format = typeof node.format === 'number' ? node.format : 0;
        return FORMATS.reduce((html, [flag, tag]) => (format & flag ? `<${tag}>${html}</${tag}>` : html), escapeText(str(node.text)));
      }
      case 'link':
      case 'autolink':
        return `<a href="${escapeAttribute(str(node.url))}">${this.children(node)}</a>`;
      case 'linebreak':
        return '<br>';
      case 'tab':
        return ' ';
      case 'image':
        return figureImage(str(node.src), str(node.alt), str(node.caption));
      case 'codeblock':
        return codeBlock(str(node.code), str(node.language));
      case 'horizontalrule':
        return '<hr>';
      case 'html':
        return str(node.html);
      case 'embed':
      case 'bookmark':
        return str(node.url) ? embedHtml(str(node.url), metadataTitle(node.metadata)) : '';
      case 'gallery':
        return gallery(node.images);
      case 'callout':
        return callout(str(node.calloutText));
      case 'markdown':
        this.unknown.add('markdown');
        return markdownAsText(str(node.markdown));
      default:
        this.unknown.add(type || '(none)');
        return '';
    }
  }
}

/** A Lexical document (the JSON text of `posts.lexical`) as HTML. */
export function lexicalToHtml(source: string): Rendered {
  const document: unknown = JSON.parse(source);
  const renderer = new LexicalRenderer();
  const root = isObject(document) && isObject(document.root) ? document.root : null;
  const html = root ? renderer.node(root) : '';
  return { html, unknown: [...renderer.unknown] };
}

function mobiledocCard(name: string, payload: Json, unknown: Set<string>): string {
  switch (name) {
    case 'image':
      return figureImage(str(payload.src), str(payload.alt), str(payload.caption));
    case 'code':
      return codeBlock(str(payload.code), str(payload.language));
    case 'hr':
      return '<hr>';
    case 'html':
      return str(payload.html);
    case 'embed':
    case 'bookmark':
      return str(payload.url) ? embedHtml(str(payload.url), metadataTitle(payload.metadata)) : '';
    case 'gallery':
      return gallery(payload.images);
    case 'callout':
      return callout(str(payload.calloutText));
    case 'markdown':
    case 'card-markdown':
      unknown.add('markdown');
      return markdownAsText(str(payload.markdown));
    default:
      unknown.add(name || '(none)');
      return '';
  }
}

/** A Mobiledoc document (the JSON text of `posts.mobiledoc`, version 0.3) as HTML. */
export function mobiledocToHtml(source: string): Rendered {
  const document: unknown = JSON.parse(source);
  const unknown = new Set<string>();
  if (!isObject(document)) return { html: '', unknown: [] };
  const markups = list(document.markups).map((m) => list(m));
  const cards = list(document.cards).map((c) => list(c));
  const atoms = list(document.atoms).map((a) => list(a));

  const openTag = (markup: unknown[]) => {
    const tag = str(markup[0]).toLowerCase();
    const attributes = list(markup[1]);
    let text = '';
    for (let i = 0; i + 1 < attributes.length; i += 2) text += ` ${str(attributes[i])}="${escapeAttribute(str(attributes[i + 1]))}"`;
    return /^[a-z][a-z0-9]*$/.test(tag) ? `<${tag}${text}>` : '';
  };

  const markers = (items: unknown[]) => {
    let html = '';
    const open: string[] = [];
    for (const marker of items.map((m) => list(m))) {
      const [kind, opened, closeCount, value] = marker;
      for (const index of list(opened)) {
        const markup = markups[Number(index)] ?? [];
        const tag = openTag(markup);
        html += tag;
        open.push(tag ? str(markup[0]).toLowerCase() : '');
      }
      if (kind === 0) html += escapeText(str(value));
      else if (kind === 1) {
        const atom = atoms[Number(value)] ?? [];
        html += str(atom[0]) === 'soft-return' ? '<br>' : escapeText(str(atom[1]));
      }
      for (let i = 0; i < (typeof closeCount === 'number' ? closeCount : 0); i += 1) {
        const tag = open.pop();
        if (tag) html += `</${tag}>`;
      }
    }
    while (open.length > 0) {
      const tag = open.pop();
      if (tag) html += `</${tag}>`;
    }
    return html;
  };

  let html = '';
  for (const section of list(document.sections).map((s) => list(s))) {
    const kind = section[0];
    if (kind === 1) {
      const tag = str(section[1]).toLowerCase();
      const block = /^(p|h[1-6]|blockquote|aside|pull-quote)$/.test(tag) ? (tag === 'aside' || tag === 'pull-quote' ? 'blockquote' : tag) : 'p';
      html += `<${block}>${markers(list(section[2]))}</${block}>`;
    } else if (kind === 3) {
      const tag = str(section[1]).toLowerCase() === 'ol' ? 'ol' : 'ul';
      html += `<${tag}>${list(section[2])
        .map((item) => `<li>${markers(list(item))}</li>`)
        .join('')}</${tag}>`;
    } else if (kind === 10) {
      const card = cards[Number(section[1])] ?? [];
      html += mobiledocCard(str(card[0]), isObject(card[1]) ? card[1] : {}, unknown);
    }
  }
  return { html, unknown: [...unknown] };
}
