import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AppError } from '@/lib/core/errors';
import { pathRecordId } from '@/lib/core/page-params';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { getOutboxMessage, type OutboxMessage } from '@/lib/mail/queries';
import { OutboxStatusBadge } from '@/components/admin/outbox-status-badge';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Outbox' });
  return { title: t('metaTitle') };
}

/** One message of the outbox, its HTML part shown as the recipient sees it (in a sandboxed frame), and its text part. */
export default async function OutboxMessagePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('outbox');
  const { id } = await params;
  const t = await getTranslations('Outbox');
  const numericId = pathRecordId(id);
  if (numericId === null) notFound();
  let message: OutboxMessage;
  try {
    message = await getOutboxMessage(user, numericId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const timeZone = env().SITE_TIME_ZONE;
  const dateTime = new Intl.DateTimeFormat(locale === 'ht' ? 'fr-HT' : locale, { dateStyle: 'short', timeStyle: 'medium', timeZone });
  const when = (d: string | null) => (d ? dateTime.format(new Date(d)) : '-');

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/outbox" className="text-sm font-medium text-link underline-offset-4 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{message.subject}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-border bg-background p-4 text-sm">
        <dt className="font-semibold">{t('to')}</dt>
        <dd data-testid="outbox-to">{message.toAddress}</dd>
        <dt className="font-semibold">{t('status')}</dt>
        <dd>
          <OutboxStatusBadge status={message.status} label={t(`statuses.${message.status}`)} />
        </dd>
        <dt className="font-semibold">{t('template')}</dt>
        <dd>{message.template ?? '-'}</dd>
        <dt className="font-semibold">{t('language')}</dt>
        <dd>{message.locale}</dd>
        <dt className="font-semibold">{t('createdAt')}</dt>
        <dd>{when(message.createdAt)}</dd>
        <dt className="font-semibold">{t('sentAt')}</dt>
        <dd>{when(message.sentAt)}</dd>
        <dt className="font-semibold">{t('attempts')}</dt>
        <dd>{message.attempts}</dd>
        {message.lastError && (
          <>
            <dt className="font-semibold">{t('lastError')}</dt>
            <dd className="break-words text-negative-text">{message.lastError}</dd>
          </>
        )}
      </dl>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('htmlPart')}</h2>
        {/* sandbox="" : no scripts, no same-origin access, no forms, no navigation of this page. */}
        <iframe
          title={t('htmlPart')}
          srcDoc={message.html}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-[640px] w-full rounded-lg border border-border bg-white"
        />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('textPart')}</h2>
        <pre data-testid="outbox-text" className="overflow-x-auto rounded-lg border border-border bg-background p-4 text-sm whitespace-pre-wrap">
          {message.text}
        </pre>
      </section>
      <details className="rounded-lg border border-border bg-background p-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t('headers')}</summary>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 font-mono text-xs">
          {Object.entries(message.headers).map(([name, value]) => (
            <div key={name} className="contents">
              <dt>{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
