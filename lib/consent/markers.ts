// The attributes of inert SEO code (lib/consent/inert.ts writes them, lib/consent/activate.ts reads
// them in the browser). Apart so the consent island does not pull the server-side rules into its chunk.

/** The attribute naming the category an inert element waits for. */
export const CONSENT_ATTRIBUTE = 'data-consent';
/** The prefix that keeps an attribute which would load or run something (src, href, rel, type, http-equiv). */
export const KEPT_PREFIX = 'data-consent-';
/** On a text/plain placeholder: the element to create (style), when it is not a script. */
export const TAG_ATTRIBUTE = 'data-consent-tag';
