import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PublicLink } from '@/components/site/public-link';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { searchParamsObject } from '@/lib/core/search-params';
import { LoginForm } from '@/components/auth/login-form';
import { loginFormText } from '@/components/auth/login-form-text';
import { localePath } from '@/lib/i18n/paths';
import { AuthShell } from '@/components/auth/auth-shell';
import { localeOf } from '@/app/[locale]/_lib/locale';

// Reads the request (session cookie, search params): never cached; the [locale] layout makes every
// other page static on first request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Only a path on this site is carried through the form (no open redirect). */
function sameSitePath(value: string | string[] | undefined): string | undefined {
  return safeCallbackPath(value, '') || undefined;
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = searchParamsObject(await searchParams);
  const t = await getTranslations('Login');
  const tErrors = await getTranslations('Errors');
  const expired = query.expired === '1';

  return (
    <AuthShell
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <p className="mt-6 text-center text-sm">
          <PublicLink href="/" className="rounded-sm text-link underline-offset-4 hover:underline">
            {t('backToSite')}
          </PublicLink>
        </p>
      }
    >
      {expired && (
        <div data-testid="session-expired" className="mb-6 rounded-md border border-warning-dark/40 bg-warning-light px-4 py-3 text-sm text-warning-light-foreground">
          <p className="font-semibold">{t('expiredTitle')}</p>
          <p>{tErrors('sessionExpired')}</p>
        </div>
      )}
      <LoginForm callbackUrl={sameSitePath(query.callbackUrl)} text={await loginFormText()} recoverHref={localePath(locale, '/recover-password')} />
    </AuthShell>
  );
}
