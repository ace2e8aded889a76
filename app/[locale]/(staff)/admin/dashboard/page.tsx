import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { searchParamsObject } from '@/lib/core/search-params';
import { env } from '@/lib/env';
import { formatMonthDate } from '@/lib/format/date';
import { parsePeriodOrDefault, periodParamsOf, todayIn, type Granularity } from '@/lib/reports/period';
import { getDashboardReportFor } from '@/lib/reports/queries';
import { getLeadsReportFor } from '@/lib/reports/lead-queries';
import { dashboardPostsQuery } from '@/lib/reports/page-query';
import { getPathname, Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoriesChart } from '@/components/admin/dashboard/categories-chart';
import { FollowUpsDue } from '@/components/admin/dashboard/follow-ups-due';
import { AwaitingReview } from '@/components/admin/dashboard/awaiting-review';
import { ChartFigure, ReportPanel, SimpleTable } from '@/components/admin/dashboard/chart-panel';
import { LeadsSection } from '@/components/admin/dashboard/leads-section';
import { PeriodSelector } from '@/components/admin/dashboard/period-selector';
import { PostsTable } from '@/components/admin/dashboard/posts-table';
import type { DashboardSearch } from '@/components/admin/dashboard/query';
import { ReadsChart } from '@/components/admin/dashboard/reads-chart';
import { StatCards } from '@/components/admin/dashboard/stat-cards';
import { localeOf } from '@/app/[locale]/_lib/locale';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  return { title: t('metaTitle') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** A calendar date (YYYY-MM-DD) as the locale writes a bucket of the series. */
function bucketLabel(date: string, granularity: Granularity, locale: string): string {
  const intlLocale = locale === 'ht' ? 'fr-HT' : locale;
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: '2-digit', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale, options).format(new Date(`${date}T00:00:00Z`));
}

export default async function DashboardPage({ params, searchParams }: Props) {
  const user = await requireRoute('dashboard');
  const locale = await localeOf(params);
  const sp = searchParamsObject(await searchParams);
  const t = await getTranslations('Dashboard');
  const tr = await getTranslations('Reports');
  const tErrors = await getTranslations('Errors');
  const format = await getFormatter();
  const timeZone = env().SITE_TIME_ZONE;

  // A bad link still shows a report: the default period, with a notice.
  const { period, error } = parsePeriodOrDefault(periodParamsOf(sp), todayIn(timeZone));
  const { sort, dir, page: pageNumber, translations } = dashboardPostsQuery(sp);

  const [report, leads] = await Promise.all([getDashboardReportFor(user, period, { sort, dir, page: pageNumber, translations }), getLeadsReportFor(user, period)]);

  const search: DashboardSearch = error
    ? { sort: one(sp.sort), dir: one(sp.dir), translations: one(sp.translations) }
    : {
        period: one(sp.period),
        from: one(sp.from),
        to: one(sp.to),
        sort: one(sp.sort),
        dir: one(sp.dir),
        page: one(sp.page),
        translations: one(sp.translations),
      };
  const range = (from: string, to: string) =>
    tr('periodRange', { from: formatMonthDate(`${from}T00:00:00Z`, { locale, timeZone: 'UTC' }), to: formatMonthDate(`${to}T00:00:00Z`, { locale, timeZone: 'UTC' }) });

  const seriesData = report.readsSeries.map((p) => ({ label: bucketLabel(p.start, period.granularity, locale), reads: p.reads }));
  const hasReads = report.readsSeries.some((p) => p.reads > 0);
  const categoryData = report.categories.map((c) => ({ name: c.name, reads: c.reads, backgroundColor: c.backgroundColor }));
  const scoped = !user.grants.includes('reports-all');

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('welcome', { gender: user.gender ?? 'other', name: user.name })}</h1>

      <AwaitingReview user={user} />
      <FollowUpsDue user={user} locale={locale} />

      <section aria-labelledby="reports-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="reports-title" className="text-xl font-semibold">
            {tr('title')}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="period-range">
            {range(period.from, period.to)} · {tr('comparedWith', { from: formatMonthDate(`${period.previous.from}T00:00:00Z`, { locale, timeZone: 'UTC' }), to: formatMonthDate(`${period.previous.to}T00:00:00Z`, { locale, timeZone: 'UTC' }) })}
          </p>
          {scoped && <p className="text-sm text-muted-foreground">{tr('ownArticlesOnly')}</p>}
          {error && (
            <p role="status" className="text-sm text-negative">
              {tr('invalidPeriodNotice')}
            </p>
          )}
        </div>

        <PeriodSelector period={period} search={search} action={getPathname({ locale, href: '/admin/dashboard' })} />

        <StatCards totals={report.totals} previous={report.previousTotals} />

        <ReportPanel title={tr('readsOverTime')} headingId="reads-over-time" aside={tr(`granularity.${period.granularity}`)}>
          {hasReads ? (
            <ChartFigure
              label={tr('chartLabel', { title: tr('readsOverTime') })}
              tableToggle={tr('tableView')}
              chart={<ReadsChart data={seriesData} locale={locale} seriesName={tr('columns.reads')} />}
              table={
                <SimpleTable
                  caption={tr('readsOverTime')}
                  headers={[tr('columns.period'), tr('columns.reads')]}
                  rows={report.readsSeries.map((p, i) => [
                    p.start === p.end ? seriesData[i].label : range(p.start, p.end),
                    format.number(p.reads),
                  ])}
                />
              }
            />
          ) : (
            <EmptyState
              title={tErrors('noFlowData')}
              description={tr('noReadsHint')}
              headingLevel={3}
              className="h-64"
              action={
                user.grants.includes('compose') && report.totals.articlesCreated === 0 ? (
                  <Link href="/admin/compose" className={buttonClasses({ variant: 'primary' })}>
                    {tr('writeFirstArticle')}
                  </Link>
                ) : undefined
              }
            />
          )}
        </ReportPanel>

        <div className="grid gap-4 xl:grid-cols-2">
          <ReportPanel title={tr('publishers')} headingId="publishers">
            {report.publishers.length ? (
              <SimpleTable
                caption={tr('publishers')}
                headers={[tr('columns.author'), tr('columns.articlesPublished'), tr('columns.reads')]}
                rows={report.publishers.map((p) => [p.name, format.number(p.articlesPublished), format.number(p.reads)])}
              />
            ) : (
              <EmptyState title={tErrors('noAuthors')} headingLevel={3} className="py-8" />
            )}
          </ReportPanel>

          <ReportPanel title={tr('categories')} headingId="categories">
            {report.categories.length ? (
              <ChartFigure
                label={tr('chartLabel', { title: tr('categories') })}
                tableToggle={tr('tableView')}
                height="h-72"
                chart={<CategoriesChart data={categoryData} locale={locale} seriesName={tr('columns.reads')} />}
                table={
                  <SimpleTable
                    caption={tr('categories')}
                    headers={[tr('columns.category'), tr('columns.articles'), tr('columns.reads')]}
                    rows={report.categories.map((c) => [
                      <span key={c.id} className="inline-flex max-w-56 items-center gap-2 sm:max-w-xs" title={c.name}>
                        <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm border border-border" style={{ backgroundColor: c.backgroundColor }} />
                        <span className="truncate">{c.name}</span>
                      </span>,
                      format.number(c.articles),
                      format.number(c.reads),
                    ])}
                  />
                }
              />
            ) : (
              <EmptyState title={tErrors('noData')} headingLevel={3} className="py-8" />
            )}
          </ReportPanel>
        </div>

        <ReportPanel title={tr('postPerformance')} headingId="post-performance">
          <PostsTable posts={report.posts} search={search} sort={sort} dir={dir} translations={translations} timeZone={timeZone} />
        </ReportPanel>

        <LeadsSection report={leads} scoped={scoped} />
      </section>
    </div>
  );
}
