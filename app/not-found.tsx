import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { NotFoundContent } from '@/components/site/not-found-content';
import './globals.css';

// Requests that never reach the [locale] segment (paths the proxy does not localize) end here. The
// root layout only passes through, so this page brings its own <html> and <body>, in the default locale.
const locale = routing.defaultLocale;

export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function RootNotFound() {
  // Without it, i18n/request.ts would read the locale from the request headers (a dynamic API).
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <NotFoundContent locale={locale} />
      </body>
    </html>
  );
}
