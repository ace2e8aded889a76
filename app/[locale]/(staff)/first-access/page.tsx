import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { firstAccessAction } from '@/lib/api/actions/account';
import { logoutAction } from '@/lib/api/actions/auth';
import { requireUser } from '@/lib/auth/current-user';
import { adminHomePath } from '@/lib/auth/routes';
import { AuthShell } from '@/components/auth/auth-shell';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { SignInMessages } from '@/components/auth/sign-in-messages';
import { localeOf } from '@/app/[locale]/_lib/locale';

// Reads the request (session cookie, search params): never cached; the [locale] layout makes every
// other page static on first request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'FirstAccess' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Where a user in status first-access is kept until they choose their own password. */
export default async function FirstAccessPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireUser({ allowFirstAccess: true });
  if (user.status !== 'first-access') redirect({ href: adminHomePath(user.grants), locale });
  const t = await getTranslations('FirstAccess');
  return (
    <AuthShell title={t('title')} subtitle={t('subtitle', { name: user.name })}>
      <SignInMessages><NewPasswordForm namespace="FirstAccess" action={firstAccessAction} /></SignInMessages>
      <form action={logoutAction} className="mt-4 text-center">
        <button type="submit" className="rounded-sm text-sm text-link underline-offset-4 hover:underline">
          {t('logout')}
        </button>
      </form>
    </AuthShell>
  );
}
