/*
 * The little XML the site writes by hand (sitemaps, RSS feeds). Text from the database (titles,
 * names, slugs) goes through escapeXml or cdata, never straight into the markup.
 */

// Characters XML 1.0 does not allow at all, even escaped (C0 controls other than tab, LF and CR,
// lone surrogates, U+FFFE and U+FFFF). A pasted control character must not break a whole feed.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` without the characters XML 1.0 forbids. */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** `text` safe as element content or as an attribute value (both quote styles). */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * `text` as a CDATA section (HTML in a feed's description reads better to a person this way). A
 * "]]>" inside would end the section early, so it is split across two sections.
 */
export function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** An element with escaped text content, or '' when there is no value (optional elements). */
export function element(name: string, value: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (value === null || value === undefined) return '';
  const attrs = Object.entries(attributes)
    .map(([key, v]) => ` ${key}="${escapeXml(v)}"`)
    .join('');
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}
