import type { ReactElement } from 'react';
import { parseHeadMarkup, type HeadAttributes, type HeadTag } from '@/lib/settings/seo-markup';
import { publicSeoEntries } from '@/lib/settings/public';
import { inertBodyMarkup, inertHeadTag, waitsForConsent } from '@/lib/consent/inert';

// HTML attribute names that React spells differently.
const reactNames: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  nomodule: 'noModule',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
  itemprop: 'itemProp',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
};

// Attribute names that React reads as its own props, not as attributes: `children` beside
// dangerouslySetInnerHTML (or on a void meta) makes React throw, which would take every public page
// down with it.
const reactOwnProps = new Set(['children', 'dangerouslysetinnerhtml', 'key', 'ref', 'suppresshydrationwarning', 'suppresscontenteditablewarning', 'defaultvalue', 'defaultchecked']);

/**
 * Attributes as React props. Inline event handlers (onload=…) and style strings cannot be rendered
 * by React and are left out (an entry with a handler needs code-injection all the same); a snippet
 * that needs them belongs in the body markup. React's own prop names are left out too.
 */
function propsOf(attributes: HeadAttributes): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on') || name === 'style' || reactOwnProps.has(name)) continue;
    props[reactNames[name] ?? name] = value === true ? (name.startsWith('data-') || name.startsWith('aria-') ? '' : true) : value;
  }
  return props;
}

function render(tag: HeadTag, key: string): ReactElement {
  const props = propsOf(tag.attributes);
  switch (tag.tag) {
    case 'script':
      return <script key={key} {...props} dangerouslySetInnerHTML={tag.content ? { __html: tag.content } : undefined} />;
    case 'style':
      return <style key={key} {...props} dangerouslySetInnerHTML={{ __html: tag.content }} />;
    case 'noscript':
      return <noscript key={key} {...props} dangerouslySetInnerHTML={{ __html: tag.content }} />;
    case 'meta':
      return <meta key={key} {...props} />;
    case 'link':
      return <link key={key} {...props} />;
  }
}

/**
 * The head markup of the public SEO entries (spec §2), rendered on the server inside <head> so
 * crawlers and visitors without JavaScript get it. An entry whose code waits for consent is rendered
 * inert (lib/consent/inert.ts); the consent island activates it. Nothing when the entries cannot be read.
 */
export async function SeoHeadMarkup() {
  const entries = await publicSeoEntries();
  return entries.flatMap((entry, i) => {
    if (!entry.head) return [];
    const tags = parseHeadMarkup(entry.head).tags;
    const shown = waitsForConsent(entry) ? tags.map((tag) => inertHeadTag(tag, entry.category)) : tags;
    return shown.flatMap((tag, j) => (tag ? [render(tag, `seo-${i}-${j}`)] : []));
  });
}

/**
 * The body markup of the public SEO entries (tag-manager <noscript> frames, widgets), at the start
 * of the page. Raw HTML from staff with the code-injection grant (any body is executable code); an
 * entry that waits for consent goes inside an inert <template> (lib/consent/inert.ts).
 */
export async function SeoBodyMarkup() {
  const entries = await publicSeoEntries();
  const markup = entries
    .flatMap((e) => (e.body ? [waitsForConsent(e) ? inertBodyMarkup(e.body, e.category) : e.body] : []))
    .join('\n');
  if (!markup) return null;
  return <div data-seo-body="" className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
}
