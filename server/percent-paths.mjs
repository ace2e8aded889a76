// Paths Next cannot route: a malformed escape ("/x/%E0%A4%A", a lone "%") makes its router throw,
// and an escaped percent ("%25") is decoded by next-intl's locale rewrite into a malformed one;
// both end as a bare "Internal Server Error" before any page code runs. The production server
// answers them here first: a search term goes to ?q= (where '%' is safe), anything else is a 400.

const SEARCH = /^(\/(?:pt-BR|en|es|fr|ht))?\/list-article-results\/([^/]+)\/?$/;

/** @param {string} text */
function decodable(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do with a request target (path and query): null to hand it to Next, else
 * { status: 307, location } for a search term or { status: 400 } for another unroutable path.
 * @param {string} target
 * @returns {null | { status: 307, location: string } | { status: 400 }}
 */
export function unroutablePath(target) {
  const cut = target.indexOf('?');
  const path = cut === -1 ? target : target.slice(0, cut);
  const query = cut === -1 ? '' : target.slice(cut + 1);
  const malformed = !decodable(path);
  if (!malformed && !/%25/i.test(path)) return null;

  const search = SEARCH.exec(path);
  if (!search) return { status: 400 };
  const [, prefix = '', segment] = search;
  // Decoded once when it can be; a malformed term is searched as the text the reader typed.
  const term = decodable(segment) ? decodeURIComponent(segment) : segment;
  const params = new URLSearchParams(query);
  params.set('q', term);
  return { status: 307, location: `${prefix}/list-article-results?${params}` };
}
