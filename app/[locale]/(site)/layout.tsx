import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { AttributionTracker } from '@/components/site/attribution-tracker';
import { Consent } from '@/components/site/consent';
import { LanguageSuggestion } from '@/components/site/language-suggestion';
import { NavigationScroll } from '@/components/site/navigation-scroll';
import { SeoBodyMarkup, SeoHeadMarkup } from '@/components/site/seo-markup';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { publicConsent } from '@/lib/consent/public';
import { publicNavigation } from '@/lib/navigation/public';
import { publicLayout, publicWhatsapp } from '@/lib/settings/public';
import { LocaleDocument } from '@/app/[locale]/_lib/document';
import { localeOf } from '@/app/[locale]/_lib/locale';

// The public site's document and frame. Its pages are cached on their first request (ISR): nothing here may read
// cookies, headers or search params. The settings it reads are cached under their tags, and their
// commands expire them, so a settings change shows at the next request.
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [layout, whatsapp, navigation, consent] = await Promise.all([publicLayout(), publicWhatsapp(), publicNavigation(locale), publicConsent(locale)]);
  return (
    // The public SEO entries' head markup (spec §2) renders here only: inline scripts stay in <head>
    // only when rendered by the root layout, and the staff screens ((staff)/layout.tsx) have none.
    <LocaleDocument locale={locale} head={<SeoHeadMarkup />}>
      <SeoBodyMarkup />
      {/* Early in the body, so the banner comes right after "Skip to content" for the keyboard. */}
      {consent && <Consent consent={consent} locale={locale} />}
      <LanguageSuggestion locale={locale} />
      <div className="flex min-h-dvh flex-col" data-design={layout.currentVersion}>
        <SiteHeader layout={layout} menu={navigation.header} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter layout={layout} whatsapp={whatsapp} footer={navigation.footer} privacyPreferences={consent !== null} />
      </div>
      <NavigationScroll />
      <AttributionTracker />
    </LocaleDocument>
  );
}
