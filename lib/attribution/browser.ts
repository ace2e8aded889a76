import { allows, parseConsent } from '@/lib/consent/cookie';
import { ENTRY_TOUCH_KEY, FIRST_TOUCH_KEY, forgetTouches } from './storage-keys';
import { touchOf } from './touch';
import { formAttribution, nextVisitState, readFirstTouch, readTouch, type VisitState } from './visits';

// Attribution in the browser (issue 32 §1), loaded on demand by the layout's tracker and the forms'
// attribution field (components/site/attribution-*.tsx): first-party storage only, and only with
// analytics consent.

const analyticsAllowed = () => allows(parseConsent(document.cookie), 'analytics');

/** The touch of this page: its URL and the document's referrer. */
const currentTouch = (now: Date) => touchOf({ page: location.href, referrer: document.referrer, ownHosts: [location.hostname], at: now });

function parse(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function readState(now: Date): VisitState {
  try {
    return { first: readFirstTouch(parse(localStorage.getItem(FIRST_TOUCH_KEY)), now), entry: readTouch(parse(sessionStorage.getItem(ENTRY_TOUCH_KEY))) };
  } catch {
    return { first: null, entry: null };
  }
}

/** A page view: with analytics consent, keeps the first touch and the visit's entry touch; without it, stores nothing. */
export function recordVisit(): void {
  if (!analyticsAllowed()) {
    forgetTouches();
    return;
  }
  const now = new Date();
  const next = nextVisitState(readState(now), currentTouch(now), now);
  try {
    localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(next.first));
    sessionStorage.setItem(ENTRY_TOUCH_KEY, JSON.stringify(next.entry));
  } catch {
    // Storage full or disabled: the form still sends this page's touch.
  }
}

/** The `attribution` field of a form being submitted now (JSON). */
export function attributionJson(): string {
  const now = new Date();
  const consent = analyticsAllowed();
  return JSON.stringify(formAttribution(consent, consent ? readState(now) : { first: null, entry: null }, currentTouch(now), location.pathname, now));
}
