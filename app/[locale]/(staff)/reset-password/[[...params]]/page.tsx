import type { Metadata } from 'next';
import { pathSegment } from '@/lib/core/page-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { resetPasswordAction } from '@/lib/api/actions/account';
import { findResetLink } from '@/lib/auth/recovery';
import { AuthShell } from '@/components/auth/auth-shell';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { SignInMessages } from '@/components/auth/sign-in-messages';
import { NoticeBox } from '@/components/auth/notice-box';
import { buttonClasses } from '@/components/ui/button';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; params?: string[] }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'ResetPassword' });
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/** /reset-password/{id}/{token}: reached from the code screen or the emailed link. */
export default async function ResetPasswordPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const { params: parts = [] } = await params;
  // A malformed sequence decodes to '' and so reads as an invalid link, not an error page.
  const [id, token] = parts.map((p) => pathSegment(p) ?? '');
  const t = await getTranslations('ResetPassword');
  const link = parts.length === 2 ? await findResetLink(id, token) : null;

  if (!link) {
    return (
      <AuthShell title={t('title')}>
        <div className="flex flex-col gap-5">
          <NoticeBox kind="error" testId="reset-link-invalid">
            {t('linkInvalid')}
          </NoticeBox>
          <Link href="/recover-password" className={buttonClasses({ className: 'w-full' })}>
            {t('requestNew')}
          </Link>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('title')} subtitle={t('subtitle')}>
      <SignInMessages><NewPasswordForm namespace="ResetPassword" action={resetPasswordAction} hidden={{ id: String(id), token: String(token) }} /></SignInMessages>
    </AuthShell>
  );
}
