import { z } from 'zod';
import { blankToUndefined, recordId } from '@/lib/core/fields';
import { daysBetween, isIsoDate } from '@/lib/reports/period';

// The editorial calendar's input (issue 33 §6), shared by the page and the API.

const INVALID = 'Validation.invalidValue';

/** The widest range one call reads: six whole weeks (a month grid) and a margin. */
const CALENDAR_MAX_DAYS = 62;

const isoDay = z.string({ error: INVALID }).refine(isIsoDate, INVALID);

/** POST /api/calendar/calendar-list {from, to, author?, category?}: days YYYY-MM-DD of the site's time zone, inclusive. */
export const calendarQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    author: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
    category: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    if (value.to < value.from || daysBetween(value.from, value.to) > CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: INVALID });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** What the calendar shows of an item's state: a colour AND this label (never the colour alone). */
export type CalendarStatus = 'scheduled' | 'published' | 'in_review';

export interface CalendarItem {
  kind: 'article' | 'page';
  id: number;
  uniqueKey: string;
  title: string;
  status: CalendarStatus;
  /** The instant the item sits on: published_at, or for an article in review without one its last update. */
  at: string;
  /** `at`'s calendar day in the site's time zone. */
  day: string;
  locale: string;
  author: { id: number; name: string } | null;
  /** The record's version as loaded, sent back when it is moved (issue 33 §1). */
  version: number;
}
