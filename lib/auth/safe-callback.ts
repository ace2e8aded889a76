/**
 * Where to go after signing in: a callbackUrl is followed only when it is a path on this site, never an
 * open redirect. Browsers forgive a lot in a Location header (they drop tabs and newlines, read `\` as
 * `/`, and some fold look-alike slashes), so anything a browser might read as another host is refused
 * outright rather than cleaned up:
 * - not one `/` followed by a path (`//host`, `/\host`, `https:`, `javascript:`, relative paths);
 * - control characters, whitespace other than a plain space, backslashes or non-ASCII characters in the
 *   value as sent (our own proxy writes callbackUrl percent-encoded, so a real one is plain ASCII);
 * - the same checks on every percent-decoded form (`/%2F%2Fhost`, `/%5Chost`, `/%09/host`, double
 *   encodings), after Unicode folding (`／`, `∕`, `⁄` …), or a value that does not decode;
 * - a value whose parsed URL has another origin or whose normalised path starts with `//`.
 * What is followed is the parsed, normalised path + query + hash.
 */
const MAX_LENGTH = 2048;
const DECODE_ROUNDS = 4;
// C0 and C1 controls, DEL, backslash, and the Unicode line/paragraph separators.
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
const BASE = 'http://callback.invalid';

function startsSafely(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

export function safeCallbackPath(value: unknown, fallback = '/admin/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // As sent: printable ASCII only (no tab, CR, LF, NUL, no Unicode slash), and one leading slash.
  if (!/^[\x20-\x7e]+$/.test(value) || !startsSafely(value)) return fallback;

  const forms = decodedForms(value);
  if (!forms) return fallback;
  for (const form of forms) {
    for (const variant of [form, form.normalize('NFKC')]) {
      if (FORBIDDEN.test(variant) || !startsSafely(variant.trimStart())) return fallback;
    }
  }

  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return startsSafely(path) ? path : fallback;
}
