import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isChallengeOpen } from '@/lib/auth/device';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { searchParamsObject } from '@/lib/core/search-params';
import { VerifyDeviceForm } from '@/components/auth/verify-device-form';
import { ChallengeStep } from '@/components/auth/challenge-step';
import { localeOf } from '@/app/[locale]/_lib/locale';

// Reads the request (session cookie, search params): never cached; the [locale] layout makes every
// other page static on first request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'VerifyDevice' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Account verification: the code emailed when a staff account signs in from a new device or browser. */
export default async function VerifyDevicePage({ params, searchParams }: Props) {
  setRequestLocale(await localeOf(params));
  const query = searchParamsObject(await searchParams);
  const challenge = query.challenge ?? '';
  const t = await getTranslations('VerifyDevice');
  const words = { title: t('title'), subtitle: t('subtitle'), challengeExpired: t('challengeExpired'), backToLogin: t('backToLogin') };
  return (
    <ChallengeStep open={await isChallengeOpen(challenge)} words={words}>
      <VerifyDeviceForm challenge={challenge} callbackUrl={safeCallbackPath(query.callbackUrl, '') || undefined} />
    </ChallengeStep>
  );
}
