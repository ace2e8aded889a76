import type { Metadata } from 'next';
import { pathRecordId, pathSegment } from '@/lib/core/page-params';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NoticeBox } from '@/components/auth/notice-box';
import { UnsubscribeForm } from '@/components/site/unsubscribe-form';
import { AppError } from '@/lib/core/errors';
import { getUnsubscribeView, type UnsubscribeView } from '@/lib/newsletter/commands';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; uniqueKey: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Unsubscribe' });
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/** /unsubscribe-newsletter/{token}/{id}: the GET shows the form only; its POST cancels. A wrong pair is not found. */
export default async function UnsubscribePage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const { uniqueKey, id } = await params;
  const key = pathSegment(uniqueKey);
  const leadId = pathRecordId(id);
  if (key === null || leadId === null) notFound();
  let view: UnsubscribeView;
  try {
    view = await getUnsubscribeView(key, leadId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const t = await getTranslations('Unsubscribe');
  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h1>
      {view.newsletterStatus === 'cancelled' ? (
        <NoticeBox kind="info" testId="unsubscribe-already">
          {t('alreadyCancelled')}
        </NoticeBox>
      ) : (
        <>
          <p className="text-muted-foreground">{t('intro')}</p>
          <UnsubscribeForm uniqueKey={key} id={view.id} reasons={view.reasons.map((value) => ({ value, label: t(`reasons.${value}`) }))} />
        </>
      )}
    </section>
  );
}
