/** The site's time zone: dates are shown in it whatever the server's or visitor's zone. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Entries newer than this show the time of day instead of the date (spec §9). */
export const RECENT_ENTRY_MS = 24 * 60 * 60 * 1000;

export type DateFormatOptions = {
  locale: string;
  /** IANA zone; defaults to the site zone, America/Sao_Paulo. */
  timeZone?: string;
};

/** Locales of the site that the JavaScript engine has no data for, and the closest one it has. */
const INTL_LOCALE_FALLBACKS: Record<string, string> = { ht: 'fr-HT' };

/** Locales whose time of day is shown on a 24-hour clock; the others use their own convention. */
const TWENTY_FOUR_HOUR_LANGUAGES = new Set(['pt', 'es', 'fr', 'ht']);

function intlLocale(locale: string): string {
  return INTL_LOCALE_FALLBACKS[locale] ?? locale;
}

function toDate(date: Date | string): Date {
  const value = date instanceof Date ? new Date(date.getTime()) : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}

function language(locale: string): string {
  return locale.split('-')[0].toLowerCase();
}

/**
 * The date as listed in tables and cards: the locale's numeric short date (pt-BR `DD/MM/YYYY`,
 * en `MM/DD/YYYY`, es/fr/ht `DD/MM/YYYY`), or — when the entry is less than 24 hours old relative
 * to `now` — its time of day (`HH:mm` on a 24-hour clock for pt-BR, es, fr and ht; the locale's
 * own clock for en, e.g. `03:05 PM`). Exactly 24 hours old, or dated in the future, shows the date.
 */
export function formatDisplayDate(
  date: Date | string,
  { locale, timeZone = DEFAULT_TIME_ZONE, now = new Date() }: DateFormatOptions & { now?: Date },
): string {
  const value = toDate(date);
  const age = now.getTime() - value.getTime();
  if (age >= 0 && age < RECENT_ENTRY_MS) {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      ...(TWENTY_FOUR_HOUR_LANGUAGES.has(language(locale)) ? { hourCycle: 'h23' as const } : {}),
    }).format(value);
  }
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(value);
}

/**
 * Month-date formatters by locale and zone: building an Intl.DateTimeFormat costs far more than
 * formatting with one, and a list page formats a date per card.
 */
const monthDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date with a short month name, as the locale spells it: pt-BR `22 de nov. de 2026`, en `Nov 22, 2026`. */
export function formatMonthDate(
  date: Date | string,
  { locale, timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions,
): string {
  const key = `${locale}\u0000${timeZone}`;
  let format = monthDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: 'short', year: 'numeric', timeZone });
    // Locales and zones come from the site's configuration: a handful of entries at most.
    if (monthDateFormats.size < 100) monthDateFormats.set(key, format);
  }
  return format.format(toDate(date));
}

/**
 * The date part of `formatDisplayDate` (never the time of day), as one reusable formatter: for
 * exports and long lists, where building an Intl.DateTimeFormat per cell would dominate the cost.
 */
export function displayDateFormatter({ locale, timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions): (date: Date | string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
  return (date) => format.format(toDate(date));
}
