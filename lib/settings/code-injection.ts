/*
 * Which parts of an SEO entry are executable code: what runs as script in the browser of anyone who
 * opens the public site, staff included, and so needs the `code-injection` grant (administrator
 * trust) rather than `seo` alone.
 *
 * Executable: a <script> in `head`; anything in `body` (it goes into the page as it is, unparsed);
 * an event-handler attribute (on…) on any head tag; a javascript:, vbscript: or data: URL in any
 * attribute (after entity decoding and with the whitespace and control characters a browser ignores
 * removed); markup inside a <noscript> or <style> that carries any of these. Everything else a head
 * may hold (meta, link, style, noscript) is not.
 *
 * Pure (no server-only import): the SEO form marks the entries with it, the command enforces it.
 */
import { AppError } from '@/lib/core/errors';
import { parseHeadMarkup, type HeadTag } from './seo-markup';

export type ExecutableReason = 'script' | 'body' | 'event-handler' | 'script-url';

// Browsers drop ASCII whitespace and control characters inside a URL's scheme ("java\tscript:").
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;
const EVENT_HANDLER = /^on/i;
// Inside raw-text content (noscript, style) markup is only text to the head parser, but a noscript
// in a page whose scripts are off is parsed as markup: refuse the same constructs there.
const INLINE_EXECUTABLE = /<\s*script\b|\son[a-z]+\s*=|(?:java|vb)\s*script\s*:|data\s*:\s*text\/html|expression\s*\(/i;

function isScriptUrl(value: string): boolean {
  return SCRIPT_URL.test(value.replace(/[\u0000-\u0020\u007f]+/g, ''));
}

function tagReasons(tag: HeadTag): ExecutableReason[] {
  const reasons = new Set<ExecutableReason>();
  if (tag.tag === 'script') reasons.add('script');
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (EVENT_HANDLER.test(name)) reasons.add('event-handler');
    if (typeof value === 'string' && isScriptUrl(value)) reasons.add('script-url');
  }
  if ((tag.tag === 'noscript' || tag.tag === 'style') && INLINE_EXECUTABLE.test(tag.content)) reasons.add('event-handler');
  return [...reasons];
}

/** Why `head` and `body` count as executable code; empty when `seo` alone may save them. */
export function executableReasons(entry: { head?: string | null; body?: string | null }): ExecutableReason[] {
  const reasons = new Set<ExecutableReason>();
  if (entry.body && entry.body.trim().length > 0) reasons.add('body');
  if (entry.head) {
    const parsed = parseHeadMarkup(entry.head);
    for (const tag of parsed.tags) for (const reason of tagReasons(tag)) reasons.add(reason);
    // Unsupported markup is refused by the schema anyway; if any slips through, treat it as code.
    if (parsed.unsupported.length > 0 && INLINE_EXECUTABLE.test(entry.head)) reasons.add('script');
  }
  return [...reasons];
}

export function isExecutable(entry: { head?: string | null; body?: string | null }): boolean {
  return executableReasons(entry).length > 0;
}

/** 403 CODE_INJECTION_FORBIDDEN: executable code saved without the `code-injection` grant. */
export function codeInjectionForbidden(): AppError {
  return new AppError('Errors.codeInjectionForbidden', 403, { errorCode: 'CODE_INJECTION_FORBIDDEN' });
}
