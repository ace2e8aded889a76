import type { createTranslator, Messages } from 'next-intl';
import messages from '@/messages/pt-BR.json';
import { labelKey } from '@/lib/audit/details';
import { isKeyOf } from '@/lib/i18n/keys';

/** A translator of the AuditLog namespace (what `getTranslations('AuditLog')` gives). */
export type AuditTranslator = ReturnType<typeof createTranslator<Messages, 'AuditLog'>>;

/**
 * The readable, translated name of an action or record type; the raw name when the catalogue has none.
 * The names come from the database, so their keys are looked up in the catalogue (every catalogue
 * holds the same keys, tests/unit/messages.test.ts).
 */
export function auditNameLabel(t: AuditTranslator, group: 'actions' | 'types', name: string): string {
  const key = labelKey(name);
  if (!key) return name;
  if (group === 'actions') return isKeyOf(messages.AuditLog.actions, key) ? t(`actions.${key}`) : name;
  return isKeyOf(messages.AuditLog.types, key) ? t(`types.${key}`) : name;
}

/** Date and time (to the second) in the reader's locale, in the site's time zone. */
export function auditDateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'ht' ? 'fr-HT' : locale, { dateStyle: 'short', timeStyle: 'medium', timeZone });
}
