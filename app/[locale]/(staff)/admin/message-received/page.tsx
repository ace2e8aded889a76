import { clsx } from 'clsx';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { AppError } from '@/lib/core/errors';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import type { MessageView } from '@/lib/messages/present';
import { countUnreadMessages, getMessage, listMessages } from '@/lib/messages/queries';
import { listMessageReplies, replySubject } from '@/lib/messages/reply';
import { spamReasonKeys } from '@/lib/spam/reasons';
import { messageListQuerySchema, messageTabs, type MessageTab } from '@/lib/messages/schema';
import { searchParamsObject } from '@/lib/core/search-params';
import { parseRecordId } from '@/lib/core/record-id';
import { parseListQuery } from '@/lib/core/list-query';
import { EmptyState } from '@/components/ui/empty-state';
import { BulkPageToggle, BulkRowCheckbox, MessageBulk } from '@/components/admin/bulk/list-bulk';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage } from '@/components/admin/list/list-page';
import { MessageDetailActions } from '@/components/admin/inbox/message-detail';
import { MessageReplies } from '@/components/admin/inbox/message-replies';
import { MessageReplyForm } from '@/components/admin/inbox/message-reply-form';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { metaTitleOf, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Inbox');

async function openMessage(user: Parameters<typeof getMessage>[0], id: string | undefined, key: string | undefined) {
  const n = parseRecordId(id);
  if (n === null || !key) return null;
  try {
    return await getMessage(user, n, key);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** Received messages: tabs Active / Archived / Leads / Spam, the list and the open message side by side. */
export default async function MessageReceivedPage({ params, searchParams }: AdminListPageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('message-received');
  const raw = searchParamsObject(await searchParams);
  // Only the tab and the page come from the URL: the page size is the list's own.
  const query = parseListQuery(messageListQuerySchema, { tab: raw.tab, page: raw.page });
  const t = await getTranslations('Inbox');
  const tErrors = await getTranslations('Errors');
  const tAll = await getTranslations();
  const [{ items, total, page, limit }, unread, open] = await Promise.all([
    listMessages(user, query),
    countUnreadMessages(user),
    openMessage(user, raw.id, raw.key),
  ]);
  const timeZone = env().SITE_TIME_ZONE;
  const href = (q: { tab?: MessageTab; page?: number; message?: MessageView }) => {
    const out: Record<string, string> = { tab: q.tab ?? query.tab };
    if ((q.page ?? 1) > 1) out.page = String(q.page);
    if (q.message) {
      out.id = String(q.message.id);
      out.key = q.message.uniqueKey;
    }
    return { pathname: '/admin/message-received' as const, query: out };
  };
  const listHref = getPathname({ href: href({ page }), locale });
  const replies = open ? await listMessageReplies(user, open.id) : [];
  const date = (value: string) => formatDisplayDate(value, { locale, timeZone });

  return (
    <ListPage namespace="Inbox" pathname="/admin/message-received" description={t('unreadCount', { count: unread })} descriptionTestId="inbox-unread" toasts>
      <nav aria-label={t('tabsLabel')} className="flex gap-1 border-b border-border">
        {messageTabs.map((tab) => (
          <Link
            key={tab}
            href={href({ tab })}
            aria-current={tab === query.tab ? 'page' : undefined}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              tab === query.tab ? 'border-primary text-primary dark:border-link dark:text-link' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t('listLabel')} className="flex flex-col gap-3">
          <MessageBulk pageKeys={items.map((m) => ({ id: m.id, uniqueKey: m.uniqueKey }))} total={total} filter={{ tab: query.tab }}>
          {items.length === 0 ? (
            <EmptyState title={tErrors('noMessages')} headingLevel={2} />
          ) : (
            <>
              <BulkPageToggle />
              <ul className="flex flex-col overflow-hidden rounded-lg border border-border bg-background">
                {items.map((m) => (
                  <li key={m.id} className="flex items-center gap-1 border-t border-border pl-3 first:border-t-0">
                    <BulkRowCheckbox row={{ id: m.id, uniqueKey: m.uniqueKey }} />
                    <Link
                      href={href({ page, message: m })}
                      aria-current={open?.id === m.id ? 'true' : undefined}
                      data-unread={m.read ? undefined : 'true'}
                      className={clsx(
                        'flex min-w-0 flex-1 flex-col gap-0.5 px-4 py-3 text-sm hover:bg-surface',
                        !m.read && 'font-bold',
                        open?.id === m.id && 'bg-surface',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate">{m.name}</span>
                        <span className="shrink-0 text-xs font-normal text-muted-foreground">{date(m.receivedAt)}</span>
                      </span>
                      <span className="truncate">{m.subject}</span>
                      <span className="flex gap-2 text-xs font-normal text-muted-foreground">
                        {!m.read && !m.spam && <span className="font-semibold text-primary dark:text-link">{t('unread')}</span>}
                        {m.spam && <span className="font-semibold text-negative-text">{t('spamBadge')}</span>}
                        {m.lead && <span>{t('leadBadge')}</span>}
                        <span className="truncate">{m.email}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          </MessageBulk>
          <ListPagination namespace="Inbox" page={page} total={total} limit={limit} pageHref={(p) => getPathname({ href: href({ page: p }), locale })} />
        </section>

        <section aria-label={t('detail.label')} className="rounded-lg border border-border bg-background p-5">
          {open ? (
            <article className="flex flex-col gap-4">
              <header className="flex flex-col gap-1">
                <h2 className="text-lg font-semibold">{open.subject}</h2>
                <p className="text-sm text-muted-foreground">{date(open.receivedAt)}</p>
                {open.spam && <p className="text-sm text-negative-text">{t('detail.spamNote')}</p>}
                {open.spamReason && <p className="text-sm text-negative-text" data-testid="spam-reason">{tAll('FormProtection.reason', { reason: tAll(spamReasonKeys[open.spamReason]) })}</p>}
              </header>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">{t('detail.from')}</dt>
                <dd>{open.name}</dd>
                <dt className="font-medium">{t('detail.email')}</dt>
                <dd>
                  <a href={`mailto:${open.email}`} className="text-link underline-offset-4 hover:underline">
                    {open.email}
                  </a>
                </dd>
                <dt className="font-medium">{t('detail.company')}</dt>
                <dd>{open.company || '-'}</dd>
                <dt className="font-medium">{t('detail.phone')}</dt>
                <dd>{open.phone || '-'}</dd>
              </dl>
              <p className="text-sm whitespace-pre-wrap">{open.message}</p>
              {open.leadId !== null && user.grants.includes('list-leads') && (
                <Link href={`/admin/list-leads/${open.leadId}`} className="text-sm text-link underline-offset-4 hover:underline">
                  {t('reply.openLead')}
                </Link>
              )}
              <MessageReplies replies={replies} locale={locale} timeZone={timeZone} />
              {!open.spam && (
                <MessageReplyForm key={open.id} message={{ id: open.id, uniqueKey: open.uniqueKey }} defaultSubject={replySubject(open.subject)} replyTo={user.email} />
              )}
              <MessageDetailActions
                key={`${open.id}-${open.read}-${open.archived}-${open.lead}-${open.spam}`}
                message={{ id: open.id, uniqueKey: open.uniqueKey, email: open.email, read: open.read, archived: open.archived, lead: open.lead, spam: open.spam }}
                listHref={listHref}
              />
              <Link href={href({ page })} className="text-sm text-link underline-offset-4 hover:underline">
                {t('actions.close')}
              </Link>
            </article>
          ) : (
            <p className="text-sm text-muted-foreground">{t('selectPrompt')}</p>
          )}
        </section>
      </div>
    </ListPage>
  );
}
