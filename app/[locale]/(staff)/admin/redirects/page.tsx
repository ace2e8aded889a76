import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import type { CurrentUser } from '@/lib/auth/current-user';
import { filterParams, parseListQuery } from '@/lib/core/list-query';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import type { NotFoundView, RedirectView } from '@/lib/redirects/present';
import { listNotFound, listRedirects } from '@/lib/redirects/queries';
import { notFoundFilters, notFoundListQuerySchema, redirectListQuerySchema } from '@/lib/redirects/schema';
import { redirectOrigins } from '@/db/schema/moving';
import { DataTable, PageLinks, type DataTableColumn } from '@/components/ui/data-table';
import { ListPageView, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { LinkTabs } from '@/components/admin/link-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { Button, buttonClasses } from '@/components/ui/button';
import { RedirectActions } from '@/components/admin/redirects/redirect-actions';
import { RedirectFormDialog } from '@/components/admin/redirects/redirect-form-dialog';
import { RedirectImportDialog } from '@/components/admin/redirects/redirect-import-dialog';
import { localeOf } from '@/app/[locale]/_lib/locale';
import type { AdminListPageProps } from '../_lib/list-page';

const PATHNAME = '/admin/redirects';
type Tab = 'redirects' | 'not-found';

export async function generateMetadata({ params }: Pick<AdminListPageProps, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Redirects' });
  return { title: t('metaTitle') };
}

/**
 * /admin/redirects (issue 34 §3): the redirects (create, edit, delete, CSV import and export) and, in
 * a second tab (?tab=not-found, a link: works without JavaScript), the 404 report, each path with
 * "Create redirect". SEO work: grant `seo`.
 */
export default async function RedirectsPage({ params, searchParams }: AdminListPageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('seo');
  const raw = await searchParams;
  const tab: Tab = raw.tab === 'not-found' ? 'not-found' : 'redirects';
  const t = await getTranslations('Redirects');
  const timeZone = env().SITE_TIME_ZONE;
  const date = (value: Date | null) => (value ? <time dateTime={value.toISOString()}>{formatDisplayDate(value, { locale, timeZone })}</time> : t('never'));
  const tabHref = (key: Tab) => getPathname({ href: { pathname: PATHNAME, query: key === 'redirects' ? {} : { tab: key } }, locale });

  return (
    <ListPageView
      title={t('title')}
      description={t('description')}
      dismissLabel={t('dismiss')}
      actions={
        <>
          <RedirectFormDialog trigger={<Button>{t('newRedirect')}</Button>} />
          <RedirectImportDialog trigger={<Button variant="secondary">{t('importCsv')}</Button>} />
          <a href="/api/redirect/redirects-export" className={buttonClasses({ variant: 'secondary' })} download>
            {t('exportCsv')}
          </a>
        </>
      }
    >
      <LinkTabs
        label={t('tabs.label')}
        idPrefix="redirects"
        active={tab}
        panelTestId="redirects-panel"
        tabs={[
          { key: 'redirects', label: t('tabs.redirects'), href: tabHref('redirects') },
          { key: 'not-found', label: t('tabs.notFound'), href: tabHref('not-found') },
        ]}
      >
        {tab === 'redirects' ? <RedirectsTab user={user} locale={locale} raw={raw} date={date} /> : <NotFoundTab user={user} locale={locale} raw={raw} date={date} />}
      </LinkTabs>
    </ListPageView>
  );
}

interface TabProps {
  user: CurrentUser;
  locale: Locale;
  raw: Record<string, string | string[] | undefined>;
  date: (value: Date | null) => React.ReactNode;
}

async function FilterForm({ label, children, clearHref, tab }: { label: string; children: React.ReactNode; clearHref: string; tab?: Tab }) {
  const t = await getTranslations('Redirects');
  return (
    <form method="get" aria-label={label} className="mb-4 flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-end">
      {tab && <input type="hidden" name="tab" value={tab} />}
      <div className="grid flex-1 gap-3 sm:grid-cols-2">{children}</div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {t('filters.apply')}
        </Button>
        <a href={clearHref} className={buttonClasses({ variant: 'ghost' })}>
          {t('filters.clear')}
        </a>
      </div>
    </form>
  );
}

async function RedirectsTab({ user, locale, raw, date }: TabProps) {
  const t = await getTranslations('Redirects');
  const query = parseListQuery(redirectListQuerySchema, raw);
  const { items, total, page, limit } = await listRedirects(user, query);
  const pageHref = pageHrefOf(PATHNAME, filterParams(query, { search: 'search', origin: 'origin' }), locale);
  const code = (r: RedirectView) => (r.statusCode === 302 ? t('statusCodes.temporary') : t('statusCodes.permanent'));
  const columns: DataTableColumn<RedirectView>[] = [
    { key: 'from', header: t('columns.from'), cell: (r) => <code className="break-all text-sm">{r.from}</code> },
    { key: 'to', header: t('columns.to'), cell: (r) => <code className="break-all text-sm">{r.to}</code> },
    { key: 'code', header: t('columns.statusCode'), cell: code },
    { key: 'hits', header: t('columns.hits'), cell: (r) => r.hits, className: 'text-right tabular-nums' },
    { key: 'lastHit', header: t('columns.lastHit'), cell: (r) => date(r.lastHitAt) },
    { key: 'origin', header: t('columns.origin'), cell: (r) => t(`origins.${r.origin}`) },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (r) => <RedirectActions redirect={{ id: r.id, uniqueKey: r.uniqueKey, from: r.from, to: r.to, statusCode: r.statusCode, version: r.version }} />,
    },
  ];
  return (
    <>
      <FilterForm label={t('filters.label')} clearHref={getPathname({ href: PATHNAME, locale })}>
        <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} maxLength={200} />
        <SelectFilter
          label={t('filters.origin')}
          name="origin"
          value={query.origin}
          placeholder={t('filters.all')}
          options={redirectOrigins.map((origin) => ({ value: origin, label: t(`origins.${origin}`) }))}
        />
      </FilterForm>
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {t('total', { total })}
      </p>
      <DataTable caption={t('caption')} columns={columns} rows={items} getRowKey={(r) => r.id} emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />} />
      {total > limit && (
        <PageLinks
          page={page}
          pages={Math.ceil(total / limit)}
          pageHref={pageHref}
          labels={{ navigation: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page, pages: Math.ceil(total / limit) }) }}
        />
      )}
    </>
  );
}

async function NotFoundTab({ user, locale, raw, date }: TabProps) {
  const t = await getTranslations('Redirects');
  const query = parseListQuery(notFoundListQuerySchema, raw);
  const { items, total, page, limit } = await listNotFound(user, query);
  const pageHref = pageHrefOf(PATHNAME, { tab: 'not-found', ...filterParams(query, { kind: 'kind' }) }, locale);
  const columns: DataTableColumn<NotFoundView>[] = [
    { key: 'path', header: t('notFound.columns.path'), cell: (n) => <code className="break-all text-sm">{n.path}</code> },
    { key: 'hits', header: t('notFound.columns.hits'), cell: (n) => n.hits, className: 'text-right tabular-nums' },
    { key: 'kind', header: t('notFound.columns.kind'), cell: (n) => t(`notFound.kinds.${n.kind}`) },
    { key: 'firstSeen', header: t('notFound.columns.firstSeen'), cell: (n) => date(n.firstSeen) },
    { key: 'lastSeen', header: t('notFound.columns.lastSeen'), cell: (n) => date(n.lastSeen) },
    { key: 'referrer', header: t('notFound.columns.referrer'), cell: (n) => n.referrerHost ?? t('notFound.direct') },
    {
      key: 'actions',
      header: t('notFound.columns.actions'),
      cell: (n) => (
        <RedirectFormDialog
          initialFrom={n.path}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`${t('actions.createRedirect')}: ${n.path}`}>
              {t('actions.createRedirect')}
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">{t('notFound.description')}</p>
      <FilterForm label={t('notFound.filterLabel')} clearHref={getPathname({ href: { pathname: PATHNAME, query: { tab: 'not-found' } }, locale })} tab="not-found">
        <SelectFilter
          label={t('notFound.kind')}
          name="kind"
          value={query.kind}
          placeholder={t('notFound.kinds.page')}
          options={notFoundFilters.map((kind) => ({ value: kind, label: t(`notFound.kinds.${kind}`) }))}
        />
      </FilterForm>
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {t('notFound.total', { total })}
      </p>
      <DataTable
        caption={t('notFound.caption')}
        columns={columns}
        rows={items}
        getRowKey={(n) => n.path}
        emptyState={<EmptyState title={t('notFound.emptyTitle')} description={t('notFound.emptyText')} />}
      />
      {total > limit && (
        <PageLinks
          page={page}
          pages={Math.ceil(total / limit)}
          pageHref={pageHref}
          labels={{ navigation: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page, pages: Math.ceil(total / limit) }) }}
        />
      )}
    </>
  );
}
