import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { publicLayout } from '@/lib/settings/public';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Nothing is prerendered at build time (the build never touches a database): every page is
// rendered on its first request and, when it reads no request data, cached (ISR) until a cache tag
// it used is expired (lib/cache). Unknown locales are answered 404 below.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  // The company name saved in the layout settings, not a catalogue constant: staff rename the site there.
  const [t, { companyName: company }] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), publicLayout()]);
  return {
    metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
    title: { default: company, template: t('titleTemplate', { company }) },
    description: t('description', { company }),
    applicationName: company,
  };
}

// The <html> documents live one level down, in (site)/layout.tsx (public pages, with the SEO
// entries' markup) and (staff)/layout.tsx (back office and sign-in screens, without it).
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    // A dotted path the proxy does not localize (/foo.txt) lands here: its not-found page renders
    // in the default locale without reading request headers (a static page may not).
    setRequestLocale(routing.defaultLocale);
    notFound();
  }
  setRequestLocale(locale);
  return children;
}
