import { touchOf, type Touch } from '@/lib/attribution/touch';
import { FIRST_TOUCH_DAYS, formAttribution, nextVisitState, readFirstTouch, readTouch } from '@/lib/attribution/visits';

const own = ['www.example.com'];
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
const visit = (page: string, referrer: string | null, at: Date): Touch => touchOf({ page: `https://www.example.com${page}`, referrer, ownHosts: own, at });

describe('nextVisitState (with analytics consent)', () => {
  const campaign = visit('/landing?utm_source=newsletter&utm_medium=email&utm_campaign=nov', null, day(1));

  it('keeps the entry touch of the visit while the visitor moves around the site', () => {
    const first = nextVisitState({ first: null, entry: null }, campaign, day(1));
    expect(first.entry).toBe(campaign);
    expect(first.first.touch).toBe(campaign);
    const inside = nextVisitState(first, visit('/contact', 'https://www.example.com/landing', day(1)), day(1));
    expect(inside.entry).toBe(campaign);
  });

  it('replaces the entry touch on a new campaign or an outside referrer, never the first touch', () => {
    const state = nextVisitState({ first: null, entry: null }, campaign, day(1));
    const google = visit('/blog', 'https://www.google.com/', day(2));
    const next = nextVisitState(state, google, day(2));
    expect(next.entry).toBe(google);
    expect(next.first.touch).toBe(campaign);
    const other = visit('/x?utm_source=partner&utm_medium=referral', null, day(3));
    expect(nextVisitState(next, other, day(3)).entry).toBe(other);
  });

  it('keeps the entry touch on a reload of the same arrival (its landing page and time stay)', () => {
    const state = nextVisitState({ first: null, entry: null }, campaign, day(1));
    const reload = visit('/landing?utm_source=newsletter&utm_medium=email&utm_campaign=nov', null, day(2));
    expect(nextVisitState(state, reload, day(2)).entry).toBe(campaign);
  });

  it('keeps the first touch 90 days, then a new visit starts it again', () => {
    const state = nextVisitState({ first: null, entry: null }, campaign, day(1));
    expect(Date.parse(state.first.expires) - day(1).getTime()).toBe(FIRST_TOUCH_DAYS * 86_400_000);
    const stored = JSON.parse(JSON.stringify(state.first));
    expect(readFirstTouch(stored, day(20))?.touch).toEqual(campaign);
    const later = new Date(day(1).getTime() + (FIRST_TOUCH_DAYS + 1) * 86_400_000);
    expect(readFirstTouch(stored, later)).toBeNull();
    const google = visit('/', 'https://www.google.com/', later);
    expect(nextVisitState({ first: readFirstTouch(stored, later), entry: null }, google, later).first.touch).toBe(google);
  });
});

describe('formAttribution', () => {
  const formPage = visit('/contact?utm_source=ads&utm_medium=cpc', 'https://www.bing.com/', day(5));

  it('without consent: only the form page (its utm_* and referrer), no first touch', () => {
    const stored = { first: { touch: visit('/', 'https://www.google.com/', day(1)), expires: day(90).toISOString() }, entry: null };
    expect(formAttribution(false, stored, formPage, '/contact', day(5))).toEqual({ last_touch: formPage, conversion_path: '/contact' });
  });

  it('with consent: the stored first touch and the visit entry as last touch', () => {
    const first = visit('/', 'https://www.google.com/', day(1));
    const entry = visit('/blog?utm_source=newsletter&utm_medium=email', null, day(5));
    const state = { first: { touch: first, expires: day(90).toISOString() }, entry };
    const sent = formAttribution(true, state, visit('/contact', 'https://www.example.com/blog', day(5)), '/contact', day(5));
    expect(sent).toEqual({ first_touch: first, last_touch: entry, conversion_path: '/contact' });
  });
});

describe('readTouch', () => {
  it('reads back a stored touch, and nothing from something else', () => {
    const t = visit('/', null, day(1));
    expect(readTouch(JSON.parse(JSON.stringify(t)))).toEqual(t);
    expect(readTouch({ ...t, click_id: 'yes' })).toBeNull();
    expect(readTouch({ source: 'x' })).toBeNull();
    expect(readTouch('x')).toBeNull();
    expect(readFirstTouch({ touch: t, expires: 'never' }, day(1))).toBeNull();
  });
});
