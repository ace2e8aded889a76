/*
 * Which parts of an SEO entry are executable code: what runs as script in the browser of anyone who
 * opens the public site, staff included, and so needs the `code-injection` grant (administrator
 * trust) rather than `seo` alone.
 *
 * Executable: a <script> in `head`; anything in `body` (it goes into the page as it is, unparsed);
 * an event-handler attribute (on…) on any head tag; a javascript:, vbscript: or data: URL in an
 * attribute (after decoding character references and dropping the whitespace and control characters a
 * browser ignores), a raster image's data: URL excepted (a favicon); markup that would leave its
 * <style> or <noscript> (`</style/><script>…`), and code inside a <noscript> or <style> (handlers,
 * scripts, script URLs, iframe srcdoc, legacy CSS expressions). Everything else a head may hold (meta,
 * link, style, noscript) is not.
 *
 * How the head reaches the page decides what is checked where. SeoHeadMarkup (components/site/
 * seo-markup.tsx) renders the tags parseHeadMarkup found as React elements: attribute values are
 * escaped and written back as the parser decoded them, so each value is checked as that string. The
 * content of <style> and <noscript> goes out as written, so it is scanned as raw markup, and there the
 * checks over-approximate (every "=" may start an attribute value, every "<name" a tag): a false alarm
 * only asks for an administrator, a miss would run code.
 *
 * Pure (no server-only import): the SEO screen marks the entries with it, the commands enforce it.
 */
import { AppError } from '@/lib/core/errors';
import { parseHeadMarkup, type HeadTag } from './seo-markup';

export type ExecutableReason = 'script' | 'body' | 'event-handler' | 'script-url' | 'hidden-code';

/** Every reason, in the order the SEO screen lists them. */
export const executableReasonList: readonly ExecutableReason[] = ['script', 'body', 'event-handler', 'script-url', 'hidden-code'];

// The characters of a URL scheme (and what a data: URL's media type needs to be told apart).
const SCHEME_CHAR = /[a-z0-9+.\-:/;,]/;
/** Significant characters read from a value: enough for "data:image/vnd.microsoft.icon;". */
const SNIFF_LENGTH = 40;
// The named references that stand for a character a scheme or media type holds; any other one is
// dropped while sniffing (none of them is an ASCII letter), which can only make more values match.
const NAMED_SCHEME_CHARS: Record<string, string> = { colon: ':', sol: '/', semi: ';', comma: ',', period: '.', plus: '+' };
const SCRIPT_SCHEME = /^(?:javascript|vbscript):/;
// A raster image as a data: URL (an inline favicon) cannot run script; SVG can, so it is not here.
const RASTER_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/;

/**
 * The first significant characters of a URL as a browser would read its scheme: character references
 * decoded (numeric ones with or without ";", &colon;; any other named one dropped, which can only make
 * more values look like a scheme), ASCII whitespace and control characters dropped, lower-cased.
 * Stops at `end` (an index), at a character no scheme or media type holds, or after SNIFF_LENGTH.
 */
function sniffScheme(text: string, start: number, end: number): string {
  let out = '';
  let i = start;
  while (i < end && out.length < SNIFF_LENGTH) {
    let ch = text[i];
    i++;
    if (ch === '&' && i < end) {
      if (text[i] === '#') {
        // A numeric reference: any number of digits (leading zeros included), ";" optional.
        const hex = text[i + 1] === 'x' || text[i + 1] === 'X';
        let j = hex ? i + 2 : i + 1;
        const digitsStart = j;
        while (j < end && (hex ? /[\da-f]/i : /\d/).test(text[j])) j++;
        if (j > digitsStart) {
          const digits = text.slice(digitsStart, j).replace(/^0+/, '');
          const code = digits.length > 8 ? Infinity : digits === '' ? 0 : parseInt(digits, hex ? 16 : 10);
          ch = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
          i = j < end && text[j] === ';' ? j + 1 : j;
        }
      } else {
        const named = /^([a-z][a-z\d]{0,31});?/i.exec(text.slice(i, Math.min(end, i + 33)));
        if (named) {
          i += named[0].length;
          const name = named[1].toLowerCase();
          ch = NAMED_SCHEME_CHARS[name] ?? '';
        }
      }
    }
    if (ch === '' || /[\u0000-\u0020\u007f]/.test(ch)) continue;
    const lower = ch.toLowerCase();
    if (!SCHEME_CHAR.test(lower)) break;
    out += lower;
  }
  return out;
}

function isScriptUrlPrefix(prefix: string): boolean {
  return SCRIPT_SCHEME.test(prefix) || (prefix.startsWith('data:') && !RASTER_DATA.test(prefix));
}

/** Whether a value a browser may use as a URL starts with a script scheme (javascript:, vbscript:, data:). */
export function isScriptUrl(value: string): boolean {
  return isScriptUrlPrefix(sniffScheme(value, 0, value.length));
}

/** Whether any `url=` inside a value (a meta refresh's target) is a script URL. */
function hasScriptUrlAfterUrlEquals(value: string): boolean {
  for (const match of value.matchAll(/url\s*=\s*['"]?/gi)) {
    const start = (match.index ?? 0) + match[0].length;
    if (isScriptUrlPrefix(sniffScheme(value, start, value.length))) return true;
  }
  return false;
}

/** CSS that runs script in some browser: IE's expression() and behavior, Firefox's old -moz-binding, script URLs. */
function isExecutableCss(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // CSS escapes: "\70 " or "\p" for "p".
    .replace(/\\([\da-f]{1,6})[\t\n\f\r ]?|\\(.)/gi, (_whole, hex?: string, other?: string) => {
      const code = hex === undefined ? NaN : parseInt(hex, 16);
      return hex === undefined ? (other ?? '') : code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/[\u0000-\u0020\u007f]+/g, '')
    .toLowerCase();
  return /expression\(|-moz-binding|behavior:|javascript:|vbscript:/.test(plain);
}

/**
 * Code in markup that goes out as written (the content of a <noscript>): checked as text, so whatever
 * tags and attributes a browser finds in it, with scripting on or off, are among those looked at.
 */
function markupReasons(markup: string, reasons: Set<ExecutableReason>): void {
  if (/<script(?=[\s/>]|$)/i.test(markup)) reasons.add('script');
  // An attribute name starts after whitespace, "/" or a quoted value's closing quote.
  if (/[\s/"']on[^\s/>=]*\s*=/i.test(markup)) reasons.add('event-handler');
  if (/[\s/"']srcdoc\s*=/i.test(markup) || isExecutableCss(markup)) reasons.add('hidden-code');
  // Any "=" may open an attribute value (or an SVG values list, a meta refresh's url=).
  if (/(?:java|vb)script:/.test(sniffAll(markup))) reasons.add('script-url');
  for (let i = markup.indexOf('='); i !== -1; i = markup.indexOf('=', i + 1)) {
    let start = i + 1;
    while (start < markup.length && /[\t\n\f\r ]/.test(markup[start])) start++;
    const quote = markup[start] === '"' || markup[start] === "'" ? markup[start] : '';
    const from = quote ? start + 1 : start;
    const close = quote ? markup.indexOf(quote, from) : -1;
    if (isScriptUrlPrefix(sniffScheme(markup, from, close === -1 ? markup.length : close))) {
      reasons.add('script-url');
      break;
    }
  }
}

/** The whole text with references decoded and whitespace dropped, lower-cased (for "javascript:" anywhere). */
function sniffAll(text: string): string {
  return text
    .replace(/&(?:#x0*([\da-f]{1,6});?|#0*(\d{1,7});?|colon;|tab;|newline;)/gi, (whole, hex?: string, dec?: string) => {
      if (hex !== undefined || dec !== undefined) {
        const code = hex !== undefined ? parseInt(hex, 16) : parseInt(dec ?? '', 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return whole.toLowerCase() === '&colon;' ? ':' : '';
    })
    .replace(/[\u0000-\u0020\u007f]+/g, '')
    .toLowerCase();
}

function tagReasons(tag: HeadTag, reasons: Set<ExecutableReason>): void {
  if (tag.tag === 'script') reasons.add('script');
  const refresh = tag.tag === 'meta' && typeof tag.attributes['http-equiv'] === 'string';
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (name.startsWith('on')) reasons.add('event-handler');
    if (typeof value !== 'string') continue;
    if (name === 'srcdoc') reasons.add('hidden-code');
    if (name === 'style' && isExecutableCss(value)) reasons.add('hidden-code');
    // A meta's content is data (a description may well start with "Data:"), unless http-equiv makes
    // the browser act on it (a refresh's url=…).
    if (tag.tag === 'meta' && name === 'content' && !refresh) continue;
    if (isScriptUrl(value) || hasScriptUrlAfterUrlEquals(value)) reasons.add('script-url');
  }
  if (tag.tag === 'style') {
    // "</style" followed by a space, "/" or ">" ends the style for the browser: what follows is markup.
    if (/<\/style[\s/>]/i.test(tag.content)) {
      reasons.add('hidden-code');
      markupReasons(tag.content, reasons);
    }
    if (isExecutableCss(tag.content)) reasons.add('hidden-code');
  }
  if (tag.tag === 'noscript') {
    if (/<\/noscript[\s/>]/i.test(tag.content)) reasons.add('hidden-code');
    markupReasons(tag.content, reasons);
  }
}

/** Why `head` and `body` count as executable code, in executableReasonList's order; empty when `seo` alone may save them. */
export function executableReasons(entry: { head?: string | null; body?: string | null }): ExecutableReason[] {
  const reasons = new Set<ExecutableReason>();
  if (entry.body && entry.body.trim().length > 0) reasons.add('body');
  if (entry.head) {
    const parsed = parseHeadMarkup(entry.head);
    for (const tag of parsed.tags) tagReasons(tag, reasons);
    // Unsupported markup is refused by the schema and never rendered; an entry saved before that rule
    // is judged as raw markup all the same.
    if (parsed.unsupported.length > 0) markupReasons(entry.head, reasons);
  }
  return executableReasonList.filter((reason) => reasons.has(reason));
}

export function isExecutable(entry: { head?: string | null; body?: string | null }): boolean {
  return executableReasons(entry).length > 0;
}

/** 403 CODE_INJECTION_FORBIDDEN: executable code saved, changed or deleted without the `code-injection` grant. */
export function codeInjectionForbidden(): AppError {
  return new AppError('Errors.codeInjectionForbidden', 403, { errorCode: 'CODE_INJECTION_FORBIDDEN' });
}
