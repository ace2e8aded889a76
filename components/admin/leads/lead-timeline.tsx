import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatMonthDate } from '@/lib/format/date';
import type { LeadView } from '@/lib/leads/present';
import type { TimelineItem } from '@/lib/leads/timeline';
import { EmptyState } from '@/components/ui/empty-state';

/** The lead's events, oldest first, each with its time and who did it. */
export async function LeadTimeline({ items, locale, timeZone, dateTime }: { items: TimelineItem[]; locale: string; timeZone: string; dateTime: Intl.DateTimeFormat }) {
  const t = await getTranslations('LeadPage.timeline');
  const tLeads = await getTranslations('Leads');
  const none = t('none');
  const status = (v: string | null) => (v ? tLeads(`statuses.${v as LeadView['status']}`) : none);
  const classification = (v: string | null) => (v ? tLeads(`classifications.${v as LeadView['classification']}`) : none);
  const newsletter = (v: string | null) => (v ? tLeads(`newsletterStatuses.${v as NonNullable<LeadView['newsletterStatus']>}`) : none);
  const messageHref = (m: { id: number; uniqueKey: string }) => `/admin/message-received?id=${m.id}&key=${encodeURIComponent(m.uniqueKey)}`;

  const body = (item: TimelineItem) => {
    switch (item.type) {
      case 'created':
        return <p>{t('created', { module: tLeads(`modules.${item.module}`) })}</p>;
      case 'message':
        return (
          <p>
            {t('message')}{' '}
            <Link href={messageHref(item.message)} className="text-link underline-offset-4 hover:underline">
              {item.message.subject}
            </Link>
          </p>
        );
      case 'status':
        return <p>{t('status', { from: status(item.from), to: status(item.to) })}</p>;
      case 'classification':
        return <p>{t('classification', { from: classification(item.from), to: classification(item.to) })}</p>;
      case 'newsletter':
        return <p>{t('newsletter', { from: newsletter(item.from), to: newsletter(item.to) })}</p>;
      case 'spam':
        return <p>{item.to === 'true' ? t('spamMarked') : t('spamReleased')}</p>;
      case 'owner':
        return <p>{item.to ? t('ownerSet', { name: item.to.name || `#${item.to.id}` }) : t('ownerCleared')}</p>;
      case 'follow_up':
        return <p>{item.to ? t('followUpSet', { date: formatMonthDate(item.to, { locale, timeZone }) }) : t('followUpCleared')}</p>;
      case 'note':
        return (
          <>
            <p className="font-medium">{t('note')}</p>
            <p className="whitespace-pre-wrap break-words">{item.note.text}</p>
          </>
        );
      case 'reply':
        return (
          <>
            <p>
              {t('reply')}{' '}
              <Link href={messageHref(item.message)} className="text-link underline-offset-4 hover:underline">
                {item.reply.subject}
              </Link>
            </p>
            <p className="whitespace-pre-wrap break-words">{item.reply.text}</p>
          </>
        );
    }
  };

  if (items.length === 0) return <EmptyState title={t('empty')} headingLevel={3} />;
  return (
    <ol className="flex flex-col gap-3" data-testid="lead-timeline">
      {items.map((item, index) => (
        <li key={`${item.type}-${index}`} data-type={item.type} className="flex flex-col gap-1 border-l-2 border-border pl-4 text-sm">
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.at}>{dateTime.format(new Date(item.at))}</time>
            {item.actor && <> · {t('by', { name: item.actor.name })}</>}
          </p>
          {body(item)}
        </li>
      ))}
    </ol>
  );
}
