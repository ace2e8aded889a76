import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { AppError } from '@/lib/core/errors';
import { pathRecordId } from '@/lib/core/page-params';
import { env } from '@/lib/env';
import { dayIn } from '@/lib/leads/follow-up-date';
import { getLeadDetails, getLeadOwnerOptions, getLeadTimeline, type LeadDetails } from '@/lib/leads/timeline';
import { ActionToasts } from '@/components/admin/action-toasts';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';
import { LeadNoteForm } from '@/components/admin/leads/lead-note-form';
import { LeadOwnerForm } from '@/components/admin/leads/lead-owner-form';
import { LeadTimeline } from '@/components/admin/leads/lead-timeline';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'LeadPage' });
  return { title: t('metaTitle') };
}

async function leadOrNotFound(load: () => ReturnType<typeof getLeadDetails>) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** One lead: its details, where it came from, its owner and follow-up, notes, and its timeline. */
export default async function LeadPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('list-leads');
  const { id } = await params;
  const numericId = pathRecordId(id);
  if (numericId === null) notFound();
  const { lead, firstTouch, lastTouch, conversionPath } = await leadOrNotFound(() => getLeadDetails(user, numericId));
  const key = { id: lead.id, uniqueKey: lead.uniqueKey };
  const [timeline, candidates, t, tLeads] = await Promise.all([
    getLeadTimeline(user, key),
    getLeadOwnerOptions(user, lead.ownerId),
    getTranslations('LeadPage'),
    getTranslations('Leads'),
  ]);
  const timeZone = env().SITE_TIME_ZONE;
  const dateTime = auditDateTimeFormat(locale, timeZone);
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '-');
  const dash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

  const details: [string, string][] = [
    [tLeads('columns.name'), dash(lead.name)],
    [tLeads('columns.email'), lead.email],
    [tLeads('columns.telephone'), dash(lead.telephone)],
    [tLeads('columns.enterprise'), dash(lead.enterprise)],
    [tLeads('columns.module'), tLeads(`modules.${lead.module}`)],
    [tLeads('columns.status'), tLeads(`statuses.${lead.status}`)],
    [tLeads('columns.classification'), tLeads(`classifications.${lead.classification}`)],
    [tLeads('columns.newsletterStatus'), lead.newsletterStatus ? tLeads(`newsletterStatuses.${lead.newsletterStatus}`) : '-'],
    [tLeads('columns.registeredAt'), when(lead.registeredAt)],
    [tLeads('columns.updatedAt'), when(lead.updatedAt)],
  ];

  const touch = (title: string, testId: string, value: LeadDetails['firstTouch']) => (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-4" data-testid={testId}>
      <h3 className="text-base font-semibold">{title}</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('attribution.source')}</dt>
        <dd>{dash(value?.source)}</dd>
        <dt className="font-medium">{t('attribution.medium')}</dt>
        <dd>{dash(value?.medium)}</dd>
        <dt className="font-medium">{t('attribution.campaign')}</dt>
        <dd>{dash(value?.campaign)}</dd>
        <dt className="font-medium">{t('attribution.term')}</dt>
        <dd>{dash(value?.term)}</dd>
        <dt className="font-medium">{t('attribution.content')}</dt>
        <dd>{dash(value?.content)}</dd>
        <dt className="font-medium">{t('attribution.referrerHost')}</dt>
        <dd className="break-all">{dash(value?.referrer_host)}</dd>
        <dt className="font-medium">{t('attribution.landingPath')}</dt>
        <dd className="break-all">{dash(value?.landing_path)}</dd>
        <dt className="font-medium">{t('attribution.at')}</dt>
        <dd>{when(value?.at ?? null)}</dd>
      </dl>
    </div>
  );

  return (
    <ActionToasts dismissLabel={tLeads('dismiss')}>
      <div className="flex flex-col gap-6">
        <Link href="/admin/list-leads" className="text-sm font-medium text-link underline-offset-4 hover:underline">
          ← {t('back')}
        </Link>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{lead.name?.trim() || lead.email}</h1>
          {lead.spam && <p className="text-sm text-negative-text">{tLeads('spamBadge')}</p>}
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-6">
            <section aria-labelledby="lead-details-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5">
              <h2 id="lead-details-title" className="text-lg font-semibold">
                {t('details')}
              </h2>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="lead-details">
                {details.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="lead-attribution-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5">
              <h2 id="lead-attribution-title" className="text-lg font-semibold">
                {t('attribution.title')}
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                {touch(t('attribution.firstTouch'), 'lead-first-touch', firstTouch)}
                {touch(t('attribution.lastTouch'), 'lead-last-touch', lastTouch)}
              </div>
              <p className="text-sm">
                <span className="font-medium">{t('attribution.conversionPath')}:</span> <span className="break-all" data-testid="lead-conversion-path">{dash(conversionPath)}</span>
              </p>
            </section>

            <section aria-labelledby="lead-timeline-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5">
              <h2 id="lead-timeline-title" className="text-lg font-semibold">
                {t('timeline.title')}
              </h2>
              <LeadTimeline items={timeline} locale={locale} timeZone={timeZone} dateTime={dateTime} />
            </section>
          </div>

          <div className="flex flex-col gap-6">
            <section aria-labelledby="lead-owner-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5">
              <h2 id="lead-owner-title" className="text-lg font-semibold">
                {t('owner.title')}
              </h2>
              <LeadOwnerForm
                key={`${lead.ownerId}-${lead.followUpAt}`}
                lead={key}
                candidates={candidates}
                initial={{ user_id: lead.ownerId === null ? '' : String(lead.ownerId), follow_up_at: lead.followUpAt ? dayIn(new Date(lead.followUpAt), timeZone) : '' }}
              />
            </section>
            <section aria-labelledby="lead-notes-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5">
              <h2 id="lead-notes-title" className="text-lg font-semibold">
                {t('notes.title')}
              </h2>
              <LeadNoteForm lead={key} />
            </section>
          </div>
        </div>
      </div>
    </ActionToasts>
  );
}
