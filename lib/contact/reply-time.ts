import { TZDate } from '@date-fns/tz';

/** The hour (site time) from which a message is answered the day after tomorrow rather than tomorrow. */
export const REPLY_CUTOFF_HOUR = 21;

export type ReplyDay = 'tomorrow' | 'dayAfterTomorrow';

/** The hour of the day (0–23) of an instant in a time zone. */
export function hourIn(at: Date, timeZone: string): number {
  return new TZDate(at, timeZone).getHours();
}

/**
 * When a contact message will be answered (spec §1, §9): sent before 21:00 in the site's time zone →
 * tomorrow; from 21:00 on → the day after tomorrow.
 */
export function replyDay(sentAt: Date, timeZone: string): ReplyDay {
  return hourIn(sentAt, timeZone) < REPLY_CUTOFF_HOUR ? 'tomorrow' : 'dayAfterTomorrow';
}
