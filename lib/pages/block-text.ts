import { textOfSanitizedHtml } from '@/lib/articles/sanitize';

// The words a visitor reads in a page's blocks, as one text: what the revisions comparison and the
// conflict screen compare word by word (issue 33). Stored blocks are JSONB, whose key order is not
// the one written, so the fields are read in a fixed order.

const TEXT_KEYS = ['eyebrow', 'title', 'text', 'html', 'quote', 'name', 'role', 'company', 'value', 'label', 'alt', 'image_alt'] as const;
const NESTED_KEYS = ['primary', 'secondary', 'items', 'button', 'cta'] as const;
/** Fields holding sanitized HTML (rich text): their tags are dropped. */
const HTML_KEYS = new Set(['html']);

function collect(value: unknown, richText: boolean, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, false, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const field = record[key];
    if (typeof field !== 'string') continue;
    const text = (HTML_KEYS.has(key) || (richText && key === 'text') ? textOfSanitizedHtml(field) : field).replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  for (const key of NESTED_KEYS) collect(record[key], false, out);
}

/** The text of each block (a media-and-text block's `text` is rich text), one paragraph per block. */
export function textOfBlocks(blocks: readonly unknown[]): string {
  const paragraphs: string[] = [];
  for (const block of blocks) {
    const out: string[] = [];
    const richText = !!block && typeof block === 'object' && (block as { type?: unknown }).type === 'media_text';
    collect(block, richText, out);
    if (out.length) paragraphs.push(out.join('\n'));
  }
  return paragraphs.join('\n\n');
}
