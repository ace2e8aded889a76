import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/current-user';
import { Sidebar, sidebarId } from '@/components/admin/sidebar';
import { SidebarToggle } from '@/components/admin/sidebar-toggle';
import { UserMenu } from '@/components/admin/user-menu';
import { ReauthProvider } from '@/components/admin/reauth-dialog';
import { MediaLibraryAccessProvider } from '@/components/admin/media/media-access';
import { reauthenticateAction } from '@/lib/api/actions/reauth';
import { twoFactorEnabled } from '@/lib/auth/two-factor';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { publicLayout } from '@/lib/settings/public';

// Reads the request (session cookie, search params): never cached; the [locale] layout makes every
// other page static on first request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The back office frame. Each page still checks its own route with requireRoute(). */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  // A first-access user may open only their own profile here (each page's requireRoute redirects the rest).
  const user = await requireUser({ allowFirstAccess: true });
  const grants = user.status === 'first-access' ? user.grants.filter((g) => g === 'settings-profile') : user.grants;
  const [t, { companyName }, twoFactor] = await Promise.all([getTranslations('Admin'), publicLayout(), twoFactorEnabled(user.id)]);

  return (
    // The back office's client components use many namespaces: send the whole catalogue here only.
    <NextIntlClientProvider>
    <ReauthProvider twoFactor={twoFactor} reauthenticate={reauthenticateAction}>
    <MediaLibraryAccessProvider allowed={grants.includes('media')}>
    <div className="min-h-dvh bg-surface md:flex">
      <Sidebar grants={grants} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-background px-3 sm:px-6">
          <SidebarToggle controls={sidebarId} />
          <span className="text-base font-bold tracking-tight text-primary md:hidden dark:text-link">{t('brand', { company: companyName })}</span>
          <div className="ml-auto">
            <UserMenu user={user} />
          </div>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
    </MediaLibraryAccessProvider>
    </ReauthProvider>
    </NextIntlClientProvider>
  );
}
