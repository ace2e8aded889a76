// How an SEO entry's code waits for consent (README, "Consent"). Pure and client-safe: the public
// layout renders with it (components/site/seo-markup.tsx), the consent island undoes it in the browser
// (lib/consent/activate.ts), the tests read it.
//
// An entry whose category is not `necessary` and that holds executable code (lib/settings/
// code-injection.ts) reaches every visitor inert, so nothing of it loads or runs until the visitor
// consents, with JavaScript (a visitor without it cannot consent, so never):
// - a head <script> becomes <script type="text/plain" data-consent="…">, its src, type, async and defer
//   kept as data-consent-src, data-consent-type … (a browser neither fetches nor runs a text/plain script);
// - a head <link> loses its rel and href (data-consent-rel, data-consent-href), a meta its http-equiv;
// - a head <style> travels as the text of a text/plain script (data-consent-tag="style"), since CSS
//   may fetch (@import, url());
// - a head <noscript> is dropped (only a visitor without JavaScript would use it, and they cannot consent);
// - the body markup is wrapped in <template data-consent="…">, whose content the browser parses but
//   never renders, runs or fetches (images, iframes, noscript pixels included).
// The HTML is the same for every visitor: the choice is read in the browser alone.
import type { ConsentCategory } from '@/db/schema/settings';
import { isExecutable } from '@/lib/settings/code-injection';
import type { HeadAttributes, HeadTag } from '@/lib/settings/seo-markup';
import { CONSENT_ATTRIBUTE, KEPT_PREFIX, TAG_ATTRIBUTE } from './markers';

/**
 * The attributes an inert head tag may not carry as they are: what loads or runs, and async/defer (React
 * treats an async <script> as a resource of its own and may render it a second time).
 */
const LOADING_ATTRIBUTES = new Set(['src', 'href', 'rel', 'type', 'imagesrcset', 'imagesizes', 'http-equiv', 'async', 'defer']);

export interface ConsentEntry {
  head?: string | null;
  body?: string | null;
  category: ConsentCategory;
}

/** Whether the entry's code waits for the visitor's consent: executable code in a category other than necessary. */
export function waitsForConsent(entry: ConsentEntry): boolean {
  return entry.category !== 'necessary' && isExecutable(entry);
}

/** Whether any entry waits for consent: the banner (and the footer's "Privacy preferences") exist only then. */
export function consentNeeded(entries: readonly ConsentEntry[]): boolean {
  return entries.some(waitsForConsent);
}

function keptAttributes(attributes: HeadAttributes, category: ConsentCategory): HeadAttributes {
  const out: HeadAttributes = { [CONSENT_ATTRIBUTE]: category };
  for (const [name, value] of Object.entries(attributes)) out[LOADING_ATTRIBUTES.has(name) ? `${KEPT_PREFIX}${name}` : name] = value;
  return out;
}

/** One head tag of an entry that waits for consent, inert; null when it is left out (a noscript). */
export function inertHeadTag(tag: HeadTag, category: ConsentCategory): HeadTag | null {
  switch (tag.tag) {
    case 'script':
      return { tag: 'script', attributes: { ...keptAttributes(tag.attributes, category), type: 'text/plain' }, content: tag.content };
    case 'style':
      return { tag: 'script', attributes: { ...keptAttributes(tag.attributes, category), type: 'text/plain', [TAG_ATTRIBUTE]: 'style' }, content: tag.content };
    case 'noscript':
      return null;
    case 'meta':
      // A meta without http-equiv (a verification, a description) loads nothing and stays as it is.
      return typeof tag.attributes['http-equiv'] === 'string' ? { tag: 'meta', attributes: keptAttributes(tag.attributes, category) } : tag;
    case 'link':
      return { tag: 'link', attributes: keptAttributes(tag.attributes, category) };
  }
}

/** An entry's body markup, inert: inside a template that waits for the category. */
export function inertBodyMarkup(body: string, category: ConsentCategory): string {
  return `<template ${CONSENT_ATTRIBUTE}="${category}">${body}</template>`;
}
