import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isTwoFactorChallengeOpen } from '@/lib/auth/two-factor';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { searchParamsObject } from '@/lib/core/search-params';
import { TwoFactorForm } from '@/components/auth/two-factor-form';
import { ChallengeStep } from '@/components/auth/challenge-step';
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
  const query = searchParamsObject(await searchParams);
  const challenge = query.challenge ?? '';
  const t = await getTranslations('TwoFactor');
  const words = { title: t('title'), subtitle: t('subtitle'), challengeExpired: t('challengeExpired'), backToLogin: t('backToLogin') };
  return (
    <ChallengeStep open={await isTwoFactorChallengeOpen(challenge)} words={words}>
      <TwoFactorForm challenge={challenge} callbackUrl={safeCallbackPath(query.callbackUrl, '') || undefined} />
    </ChallengeStep>
  );
}
