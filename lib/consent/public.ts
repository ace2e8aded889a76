import 'server-only';
import { getDb } from '@/db/client';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { logger } from '@/lib/logger';
import { publicSeoEntries } from '@/lib/settings/public';
import { consentNeeded } from './inert';
import { readConsentSettings, type ConsentSettingsView } from './settings';

const settingsRead = cached(async () => readConsentSettings(await getDb()), 'settings:consent', { tags: [cacheTags.consent] });

/** What the public layout needs to show the banner: its version, texts for the language, privacy page. */
export interface PublicConsent {
  version: number;
  title?: string;
  body?: string;
  privacyPath: string | null;
}

/**
 * The consent banner of the public pages, or null when none is needed: no SEO entry's code waits for
 * consent (lib/consent/inert.ts), so there is nothing to ask. The same for every visitor (cached);
 * never reads the visitor's cookie. When the settings cannot be read, the defaults (the scripts still
 * wait: a banner with the built-in texts).
 */
export async function publicConsent(locale: string): Promise<PublicConsent | null> {
  const entries = await publicSeoEntries();
  if (!consentNeeded(entries)) return null;
  let settings: Pick<ConsentSettingsView, 'texts' | 'privacyPath' | 'version'>;
  try {
    settings = await settingsRead();
  } catch (error) {
    logger.warn({ err: error, setting: 'consent' }, 'could not read the consent setting; using the default');
    settings = { texts: {}, privacyPath: null, version: 1 };
  }
  const texts = settings.texts[locale] ?? {};
  return { version: settings.version, title: texts.title, body: texts.body, privacyPath: settings.privacyPath };
}
