import { attributionJson, recordVisit } from '@/lib/attribution/browser';
import { ENTRY_TOUCH_KEY, FIRST_TOUCH_KEY } from '@/lib/attribution/storage-keys';
import { consentCookieName, serializeConsent } from '@/lib/consent/cookie';

// The browser's rules (issue 32 §1) in jsdom: nothing stored without analytics consent.

function consent(analytics: boolean | null) {
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  if (analytics !== null) document.cookie = `${consentCookieName}=${serializeConsent({ version: 1, analytics, marketing: false, at: new Date().toISOString(), id: 'a1' })}; path=/`;
}
function open(path: string, referrer: string) {
  window.history.pushState({}, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}
const sent = () => JSON.parse(attributionJson());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('without analytics consent', () => {
  it('stores nothing, and the form sends only its own page (utm_* and referrer) at submit time', () => {
    consent(null);
    open('/landing?utm_source=newsletter&utm_medium=email&utm_campaign=nov', 'https://www.google.com/');
    recordVisit();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    open('/contact', 'https://www.google.com/');
    expect(sent()).toEqual({ last_touch: expect.objectContaining({ source: 'google', medium: 'organic', landing_path: '/contact' }), conversion_path: '/contact' });
  });

  it('clears what an earlier consent stored', () => {
    consent(true);
    open('/a?utm_source=x&utm_medium=y', '');
    recordVisit();
    expect(localStorage.getItem(FIRST_TOUCH_KEY)).not.toBeNull();
    consent(false);
    recordVisit();
    expect(localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    expect(sessionStorage.getItem(ENTRY_TOUCH_KEY)).toBeNull();
  });
});

describe('with analytics consent', () => {
  it('keeps the first touch and the entry of the visit across pages; the form sends both', () => {
    consent(true);
    open('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=nov', 'https://mail.google.com/');
    recordVisit();
    open('/contact', `${location.origin}/blog`);
    recordVisit();
    const body = sent();
    expect(body.first_touch).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'nov', landing_path: '/blog' });
    expect(body.last_touch).toMatchObject({ source: 'newsletter', campaign: 'nov', landing_path: '/blog' });
    expect(body.conversion_path).toBe('/contact');
    expect(JSON.parse(localStorage.getItem(FIRST_TOUCH_KEY)!).expires).toEqual(expect.any(String));
  });
});
