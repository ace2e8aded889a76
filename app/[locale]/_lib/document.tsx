import type { ReactNode } from 'react';
import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import '../../globals.css';

// Shipped in node_modules: no font is fetched at build or run time (the build machine is offline).
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

/**
 * The <html> document of a section. The public site and the staff screens are two root layouts
 * ((site) and (staff)) so that what one renders into <head> (the SEO entries' scripts) never reaches
 * the other, and moving between them is a full page load: a public page's script never lives on in
 * a back-office page.
 *
 * No NextIntlClientProvider here: public pages render their words on the server and hand client
 * islands plain strings, so they ship no translation runtime (issue 17). The staff layout adds it.
 */
export async function LocaleDocument({ locale, head, children }: { locale: Locale; head?: ReactNode; children: ReactNode }) {
  const t = await getTranslations('Site');
  return (
    <html lang={locale} className={inter.variable}>
      <head>{head}</head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
