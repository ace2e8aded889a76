import type { Metadata } from 'next';
import { pathSegment } from '@/lib/core/page-params';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { NoticeBox } from '@/components/auth/notice-box';
import { NewsletterConfirmForm } from '@/components/site/newsletter-confirm-form';
import { buttonClasses } from '@/components/ui/button';
import { isConfirmLinkValid } from '@/lib/newsletter/commands';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Newsletter' });
  return { title: t('confirmMetaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * The double opt-in link. The GET only shows a button: mail scanners prefetch links, and a GET
 * that confirmed would let them subscribe anyone. The button's POST (server action) confirms.
 */
export default async function NewsletterConfirmPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const { token } = await params;
  const t = await getTranslations('Newsletter');
  const decoded = pathSegment(token);
  const valid = decoded !== null && (await isConfirmLinkValid(decoded));
  return (
    <section aria-labelledby="confirm-title" className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 id="confirm-title" className="text-2xl font-bold tracking-tight">
        {t('confirmTitle')}
      </h1>
      {valid ? (
        <>
          <p className="text-muted-foreground">{t('confirmIntro')}</p>
          <NewsletterConfirmForm token={decoded ?? ''} />
        </>
      ) : (
        <>
          <NoticeBox kind="error" testId="newsletter-confirm-invalid">
            {t('confirmInvalid')}
          </NoticeBox>
          <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('backHome')}
          </Link>
        </>
      )}
    </section>
  );
}
