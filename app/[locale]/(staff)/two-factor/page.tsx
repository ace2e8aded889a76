import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { isTwoFactorChallengeOpen } from '@/lib/auth/two-factor';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { AuthShell } from '@/components/auth/auth-shell';
import { NoticeBox } from '@/components/auth/notice-box';
import { TwoFactorForm } from '@/components/auth/two-factor-form';
import { SignInMessages } from '@/components/auth/sign-in-messages';
import { buttonClasses } from '@/components/ui/button';
import { localeOf } from '@/app/[locale]/_lib/locale';

// Reads the request (search params): never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'TwoFactor' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Two-factor sign-in: after the right password, the code from the authenticator app (or a recovery code). */
export default async function TwoFactorPage({ params, searchParams }: Props) {
  setRequestLocale(await localeOf(params));
  const query = await searchParams;
  const challenge = typeof query.challenge === 'string' ? query.challenge : '';
  const t = await getTranslations('TwoFactor');
  if (!(await isTwoFactorChallengeOpen(challenge))) {
    return (
      <AuthShell title={t('title')}>
        <div className="flex flex-col gap-5">
          <NoticeBox kind="error">{t('challengeExpired')}</NoticeBox>
          <Link href="/login" className={buttonClasses({ className: 'w-full' })}>
            {t('backToLogin')}
          </Link>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('title')} subtitle={t('subtitle')}>
      <SignInMessages><TwoFactorForm challenge={challenge} callbackUrl={safeCallbackPath(query.callbackUrl, '') || undefined} /></SignInMessages>
    </AuthShell>
  );
}
