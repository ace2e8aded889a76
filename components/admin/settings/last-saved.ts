import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';

/** "Last saved by Ana Lima · 14:32" (the time of day within 24 hours, the date after), or null before any save. */
export async function lastSavedText(savedAt: string | null, savedByName: string | null): Promise<string | null> {
  if (!savedAt) return null;
  const t = await getTranslations('Settings');
  const date = formatDisplayDate(savedAt, { locale: await getLocale(), timeZone: env().SITE_TIME_ZONE });
  return savedByName ? t('lastSaved', { name: savedByName, date }) : t('lastSavedAt', { date });
}
