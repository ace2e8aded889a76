// The visitor's consent choice, kept in a first-party cookie that the browser alone reads and writes
// (the server never varies a page on it, so every public page stays cacheable). Shared by the banner
// (lib/consent, components/site/consent-*) and the attribution island (lib/attribution): pure, client-safe.

export const consentCookieName = 'vitrine_consent';
/** Dispatched on window when the visitor makes or changes a choice, so other islands (attribution) act on this page. */
export const consentChangeEvent = 'vitrine:consent';
/** How long a choice is remembered before the banner asks again (about 6 months). */
export const consentCookieMaxAgeDays = 180;

export interface ConsentChoice {
  /** The banner version the choice was made under (consent_settings.version). */
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** When it was made, ISO 8601. */
  at: string;
  /** The anonymous id of its proof record (consent_records.anonymous_id). */
  id: string;
}

/** The cookie's value: URL-encoded JSON with short keys. */
export function serializeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(JSON.stringify({ v: choice.version, a: choice.analytics ? 1 : 0, m: choice.marketing ? 1 : 0, t: choice.at, i: choice.id }));
}

/** The choice in a Cookie header or document.cookie; null when there is none or it cannot be read. */
export function parseConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  const pair = cookieHeader
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${consentCookieName}=`));
  if (!pair) return null;
  try {
    const raw = JSON.parse(decodeURIComponent(pair.slice(consentCookieName.length + 1))) as Record<string, unknown>;
    if (typeof raw.v !== 'number' || typeof raw.t !== 'string' || typeof raw.i !== 'string') return null;
    return { version: raw.v, analytics: raw.a === 1, marketing: raw.m === 1, at: raw.t, id: raw.i };
  } catch {
    return null;
  }
}

/** Whether the visitor's choice allows this category ('necessary' always runs). */
export function allows(choice: ConsentChoice | null, category: 'necessary' | 'analytics' | 'marketing'): boolean {
  if (category === 'necessary') return true;
  return choice ? choice[category] : false;
}
