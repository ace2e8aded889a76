import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pickMessages, publicClientNamespaces } from '@/lib/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { SeoHeadMarkup } from '@/components/site/seo-markup';
import '../globals.css';

// Shipped in node_modules: no font is fetched at build or run time (the build machine is offline).
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

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
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('title'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    // A dotted path the proxy does not localize (/foo.txt) lands here: its not-found page renders
    // in the default locale without reading request headers (a static page may not).
    setRequestLocale(routing.defaultLocale);
    notFound();
  }
  setRequestLocale(locale);
  const t = await getTranslations('Site');

  return (
    <html lang={locale} className={inter.variable}>
      {/* The public SEO entries' head markup (spec §2): inline scripts stay in <head> only when rendered here. */}
      <head>
        <SeoHeadMarkup />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(await getMessages(), publicClientNamespaces)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
