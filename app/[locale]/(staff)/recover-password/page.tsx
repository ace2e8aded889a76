import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { RecoverPasswordForm } from '@/components/auth/recover-password-form';
import { SignInMessages } from '@/components/auth/sign-in-messages';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'RecoverPassword' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function RecoverPasswordPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const t = await getTranslations('RecoverPassword');
  return (
    <AuthShell title={t('title')} subtitle={t('subtitle')}>
      <SignInMessages><RecoverPasswordForm /></SignInMessages>
    </AuthShell>
  );
}
