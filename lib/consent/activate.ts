// In the browser, after consent: re-creates the inert elements of lib/consent/inert.ts that the
// visitor's choice allows as real ones, in document order, each right after its placeholder (the
// placeholders stay, marked done, so React's tree is untouched and nothing runs twice).
import { CONSENT_ATTRIBUTE, KEPT_PREFIX, TAG_ATTRIBUTE } from './markers';

const DONE = 'data-consent-done';
const SELECTOR = `script[${CONSENT_ATTRIBUTE}],link[${CONSENT_ATTRIBUTE}],meta[${CONSENT_ATTRIBUTE}],template[${CONSENT_ATTRIBUTE}]`;

/** A script that runs when inserted (one from the parser or a template never would), in insertion order unless async. */
function liveScript(from: Element, attributes: [string, string][]): HTMLScriptElement {
  const script = document.createElement('script');
  if (!attributes.some(([name]) => name === 'async')) script.async = false;
  for (const [name, value] of attributes) script.setAttribute(name, value);
  script.text = from.textContent ?? '';
  return script;
}

function restored(placeholder: Element): HTMLElement {
  const tag = placeholder.getAttribute(TAG_ATTRIBUTE) ?? placeholder.localName;
  const attributes: [string, string][] = [];
  for (const { name, value } of Array.from(placeholder.attributes)) {
    if (name === CONSENT_ATTRIBUTE || name === TAG_ATTRIBUTE || name === DONE) continue;
    // The placeholder's own type (text/plain); the original, if any, was kept as data-consent-type.
    if (name === 'type' && placeholder.localName === 'script') continue;
    attributes.push([name.startsWith(KEPT_PREFIX) ? name.slice(KEPT_PREFIX.length) : name, value]);
  }
  if (tag === 'script') return liveScript(placeholder, attributes);
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  if (tag === 'style') element.textContent = placeholder.textContent;
  return element;
}

/** What makes two placeholders the same code: the element as written (marked done or not). */
function signature(placeholder: Element): string {
  return placeholder.outerHTML;
}

function fromTemplate(template: HTMLTemplateElement): DocumentFragment {
  const fragment = document.importNode(template.content, true);
  for (const script of Array.from(fragment.querySelectorAll('script'))) {
    script.replaceWith(liveScript(script, Array.from(script.attributes, (a) => [a.name, a.value] as [string, string])));
  }
  return fragment;
}

/**
 * Activates the inert elements whose category `allowed` accepts; answers how many. A placeholder
 * identical to one already activated is only marked: React may render a <head> child a second time on
 * the client, and the code must run once.
 */
export function activateConsented(allowed: (category: string) => boolean, root: ParentNode = document): number {
  let count = 0;
  const seen = new Set(Array.from(root.querySelectorAll(`[${DONE}]`), (done) => signature(done)));
  for (const placeholder of Array.from(root.querySelectorAll(SELECTOR))) {
    if (placeholder.hasAttribute(DONE) || !allowed(placeholder.getAttribute(CONSENT_ATTRIBUTE) ?? '')) continue;
    placeholder.setAttribute(DONE, '');
    const key = signature(placeholder);
    if (seen.has(key)) continue;
    seen.add(key);
    placeholder.after(placeholder instanceof HTMLTemplateElement ? fromTemplate(placeholder) : restored(placeholder));
    count++;
  }
  return count;
}
