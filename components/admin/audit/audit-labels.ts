import { labelKey } from '@/lib/audit/details';

/** A translator of the AuditLog namespace (next-intl's `t`, with its `has`). */
export interface AuditTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The readable, translated name of an action or record type; the raw name when the catalogue has none. */
export function auditNameLabel(t: AuditTranslator, group: 'actions' | 'types', name: string): string {
  const key = labelKey(name);
  return key && t.has(`${group}.${key}`) ? t(`${group}.${key}`) : name;
}

/** Date and time (to the second) in the reader's locale, in the site's time zone. */
export function auditDateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'ht' ? 'fr-HT' : locale, { dateStyle: 'short', timeStyle: 'medium', timeZone });
}
