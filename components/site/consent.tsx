import { getTranslations } from 'next-intl/server';
import type { PublicConsent } from '@/lib/consent/public';
import { localePath } from '@/lib/i18n/paths';
import { islandText } from '@/lib/i18n/island-text';
import type { ConsentBannerText } from './consent-banner';
import { ConsentManager } from './consent-manager';

// The words the banner shows (lib/i18n/island-text.ts), read here on the server.
const consentKeys = [
  'label',
  'title',
  'body',
  'acceptAll',
  'rejectAll',
  'customize',
  'save',
  'privacy',
  'necessary',
  'necessaryHint',
  'analytics',
  'analyticsHint',
  'marketing',
  'marketingHint',
] as const satisfies readonly (keyof ConsentBannerText)[];

/**
 * The consent banner's island, with its words: the catalogue's, or the title and text set for this
 * language in the settings. The same for every visitor: the island decides in the browser.
 */
export async function Consent({ consent, locale }: { consent: PublicConsent; locale: string }) {
  const t = await getTranslations('Site.consent');
  const text: ConsentBannerText = { ...islandText(t, consentKeys), ...(consent.title ? { title: consent.title } : {}), ...(consent.body ? { body: consent.body } : {}) };
  return <ConsentManager version={consent.version} text={text} privacyHref={consent.privacyPath ? localePath(locale, consent.privacyPath) : null} />;
}
