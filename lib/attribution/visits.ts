import type { Touch } from '@/db/schema/leads';
import { isArrival } from './touch';

// The rules of the browser's attribution storage (issue 32 §1), pure so they are tested without a
// browser; lib/attribution/browser.ts applies them to localStorage and sessionStorage.

/** How long the first touch is kept across visits. */
export const FIRST_TOUCH_DAYS = 90;

/** The first touch as localStorage keeps it, with its end. */
export interface StoredFirstTouch {
  touch: Touch;
  expires: string;
}

export interface VisitState {
  first: StoredFirstTouch | null;
  entry: Touch | null;
}

const isText = (v: unknown) => typeof v === 'string';
const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';

/** A touch read back from storage, or null when it is not one (edited, or from an older format). */
export function readTouch(value: unknown): Touch | null {
  if (!value || typeof value !== 'object') return null;
  const t = value as Record<string, unknown>;
  const ok =
    isText(t.source) &&
    isText(t.medium) &&
    isText(t.at) &&
    ['campaign', 'term', 'content', 'referrer_host', 'landing_path'].every((k) => isTextOrNull(t[k])) &&
    typeof t.click_id === 'boolean';
  return ok ? (value as Touch) : null;
}

/** The stored first touch, or null when absent, unreadable or expired. */
export function readFirstTouch(value: unknown, now: Date): StoredFirstTouch | null {
  if (!value || typeof value !== 'object') return null;
  const { touch, expires } = value as Record<string, unknown>;
  const read = readTouch(touch);
  if (!read || typeof expires !== 'string' || !(Date.parse(expires) > now.getTime())) return null;
  return { touch: read, expires };
}

/** Whether two touches name the same arrival (a reload, or the same campaign link again). */
const sameArrival = (a: Touch, b: Touch) =>
  a.source === b.source && a.medium === b.medium && a.campaign === b.campaign && a.term === b.term && a.content === b.content && a.referrer_host === b.referrer_host;

/**
 * A page view with analytics consent. The visit's entry touch is replaced by a new arrival (utm_*
 * parameters or an outside referrer that differ from it); a page reached from the site itself keeps
 * it. The first touch is set once, to the entry, and kept FIRST_TOUCH_DAYS.
 */
export function nextVisitState(state: VisitState, current: Touch, now: Date): { first: StoredFirstTouch; entry: Touch } {
  const entry = !state.entry || (isArrival(current) && !sameArrival(current, state.entry)) ? current : state.entry;
  const first = state.first ?? { touch: entry, expires: new Date(now.getTime() + FIRST_TOUCH_DAYS * 86_400_000).toISOString() };
  return { first, entry };
}

/** The `attribution` a form sends (the API's spelling). */
export interface AttributionPayload {
  first_touch?: Touch;
  last_touch: Touch;
  conversion_path: string;
}

/**
 * What a form sends when submitted from `path`. Without analytics consent: the touch of the form
 * page alone (its utm_* parameters and its referrer), read now. With it: the stored first touch and
 * the visit's entry touch as the last.
 */
export function formAttribution(consent: boolean, state: VisitState, current: Touch, path: string, now: Date): AttributionPayload {
  if (!consent) return { last_touch: current, conversion_path: path };
  const next = nextVisitState(state, current, now);
  return { first_touch: next.first.touch, last_touch: next.entry, conversion_path: path };
}
