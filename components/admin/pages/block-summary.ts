import type { EditorBlock } from '@/components/admin/pages/block-forms';

const textFields = ['title', 'eyebrow', 'text', 'html', 'product'] as const;

/** A collapsed block's one line: its first filled text (tags stripped), or its first item's, cut at 80 characters. */
export function blockSummary(block: EditorBlock): string {
  const candidates: unknown[] = textFields.map((f) => block[f]);
  const items = block.items;
  if (Array.isArray(items) && items[0] && typeof items[0] === 'object') {
    const first = items[0] as Record<string, unknown>;
    candidates.push(first.title, first.label, first.quote, first.alt, first.value);
  }
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  return '';
}
