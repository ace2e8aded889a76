import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { LocaleDocument } from '@/app/[locale]/_lib/document';
import { localeOf } from '@/app/[locale]/_lib/locale';

// The back office and the sign-in screens. Never the SEO entries' markup (a holder of the seo grant
// must not run scripts where staff type passwords or manage users), and always rendered per request:
// the proxy gives each of these pages a Content-Security-Policy with a fresh script nonce, which a
// cached page would not carry.
export const dynamic = 'force-dynamic';

export default async function StaffLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  // No translation provider here: the sign-in form gets its words as props, the other sign-in
  // screens wrap their forms in SignInMessages, and the admin layout sends the whole catalogue.
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
