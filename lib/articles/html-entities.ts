/*
 * Character references for the article sanitizer: numeric references, and the named ones an article
 * realistically holds (HTML 4's Latin-1, symbol and punctuation sets plus &apos;). A named reference
 * outside this table is left as written: in text the browser resolves it (it can only ever become a
 * character, never markup); in an attribute the sanitizer escapes its "&", so the browser sees
 * exactly the characters the sanitizer checked.
 */

const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
  'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
  'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
  'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const OTHERS: Record<string, number> = {
  quot: 34, amp: 38, apos: 39, lt: 60, gt: 62,
  OElig: 338, oelig: 339, Scaron: 352, scaron: 353, Yuml: 376, fnof: 402, circ: 710, tilde: 732,
  ensp: 8194, emsp: 8195, thinsp: 8201, zwnj: 8204, zwj: 8205, lrm: 8206, rlm: 8207, ndash: 8211, mdash: 8212,
  lsquo: 8216, rsquo: 8217, sbquo: 8218, ldquo: 8220, rdquo: 8221, bdquo: 8222, dagger: 8224, Dagger: 8225,
  bull: 8226, hellip: 8230, permil: 8240, prime: 8242, Prime: 8243, lsaquo: 8249, rsaquo: 8250, oline: 8254,
  frasl: 8260, euro: 8364, trade: 8482, larr: 8592, uarr: 8593, rarr: 8594, darr: 8595, harr: 8596,
  minus: 8722, le: 8804, ge: 8805, ne: 8800, asymp: 8776, infin: 8734, times: 215, divide: 247,
};

const NAMED = new Map<string, string>();
LATIN1.split(' ').forEach((name, i) => NAMED.set(name, String.fromCharCode(160 + i)));
for (const [name, code] of Object.entries(OTHERS)) NAMED.set(name, String.fromCharCode(code));

/** The character of a numeric reference, as browsers resolve it (invalid ones become U+FFFD). */
export function numericReference(digits: string, hex: boolean): string {
  const code = digits.length > 8 ? Infinity : Number.parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || !Number.isFinite(code)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** The character of a named reference (without & and ;), or undefined when it is not in the table. */
export function namedReference(name: string): string | undefined {
  return NAMED.get(name);
}

const ANY_REFERENCE = /&(?:#\d+|#[xX][\da-fA-F]+|[a-zA-Z][a-zA-Z\d]*);/g;

/** The character of one well-formed reference (as matched by REFERENCE), or the reference itself when unknown. */
export function resolveReference(reference: string): string {
  if (reference[1] !== '#') return namedReference(reference.slice(1, -1)) ?? reference;
  const hex = reference[2] === 'x' || reference[2] === 'X';
  return numericReference(reference.slice(hex ? 3 : 2, -1), hex);
}

/** Decodes the references of plain text (for excerpts and emptiness); unknown names stay as written. */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  // One look-up per distinct reference: a text made of one reference repeated costs one resolution.
  const seen = new Map<string, string>();
  return text.replace(ANY_REFERENCE, (reference) => {
    let char = seen.get(reference);
    if (char === undefined) seen.set(reference, (char = resolveReference(reference)));
    return char;
  });
}
