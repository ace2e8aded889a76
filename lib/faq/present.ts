import { sanitizeArticleHtml } from '@/lib/articles/sanitize';

/** A question as the API answers it (`ok()` spells the fields in snake_case). */
export interface FaqView {
  id: number;
  uniqueKey: string;
  product: string;
  locale: string;
  question: string;
  answer: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change; a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

/**
 * A stored answer as the public page renders it: answers saved through the back office or the API
 * are HTML sanitized on save; the seed's (and older rows') are plain text. Both go through the
 * articles' sanitizer again here (plain text comes out escaped), and text without a block of its own
 * is put in a paragraph, so a plain-text answer renders as it always has.
 */
export function faqAnswerHtml(answer: string): string {
  const html = sanitizeArticleHtml(answer).trim();
  return html.startsWith('<') && !/^<(?:a|strong|em|s|u|code|br|img)\b/.test(html) ? html : `<p>${html}</p>`;
}
