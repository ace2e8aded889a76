import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { articlePath } from '@/lib/blog/paths';
import { localePath } from '@/lib/i18n/paths';
import type { Breakdown, LeadCounts, LeadsReport } from '@/lib/reports/leads';
import { percentChange } from '@/lib/reports/period';
import { ChartFigure, ReportPanel, SimpleTable } from './chart-panel';
import { LeadsChart } from './leads-chart';
import { StatCard } from './stat-cards';

/**
 * The dashboard's "Leads" section (issue 32 §2): where the period's leads came from, each figure
 * beside the previous period's. Each chart has its table view; the articles are a table.
 */
export async function LeadsSection({ report, scoped }: { report: LeadsReport; scoped: boolean }) {
  const t = await getTranslations('Reports');
  const tFormat = await getTranslations('Format');
  const format = await getFormatter();
  const locale = await getLocale();
  const notSet = t('leads.notSet');
  const change = (row: LeadCounts) => {
    const value = percentChange(row.leads, row.previousLeads);
    return value === null ? tFormat('dash') : format.number(value, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  };
  const rate = (value: number | null) => (value === null ? tFormat('dash') : format.number(value, { style: 'percent', maximumFractionDigits: 2 }));

  const panel = <R extends LeadCounts>(id: string, title: string, keyColumn: string, breakdown: Breakdown<R>, name: (row: R) => string) => {
    const data = breakdown.rows.map((row) => ({ name: name(row), leads: row.leads, previousLeads: row.previousLeads }));
    return (
      <ReportPanel key={id} title={title} headingId={id} level={3}>
        <div data-testid={id} className="flex flex-col gap-2">
          {data.length ? (
            <ChartFigure
              label={t('chartLabel', { title })}
              tableToggle={t('tableView')}
              height="h-80"
              chart={<LeadsChart data={data} locale={locale} seriesNames={{ leads: t('leads.thisPeriod'), previousLeads: t('leads.previousPeriod') }} />}
              table={
                <SimpleTable
                  caption={title}
                  headers={[keyColumn, t('leads.columns.leads'), t('leads.columns.previousLeads'), t('columns.change')]}
                  rows={data.map((row, i) => [row.name, format.number(row.leads), format.number(row.previousLeads), change(breakdown.rows[i])])}
                />
              }
            />
          ) : (
            <EmptyState title={t('leads.empty')} headingLevel={4} className="py-8" />
          )}
          {breakdown.more > 0 && <p className="text-xs text-muted-foreground">{t('leads.more', { count: breakdown.more })}</p>}
        </div>
      </ReportPanel>
    );
  };

  return (
    <section aria-labelledby="leads-title" className="flex flex-col gap-4" data-testid="leads-report">
      <div className="flex flex-col gap-1">
        <h2 id="leads-title" className="text-xl font-semibold">
          {t('leads.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('leads.attributionHint')}</p>
        {scoped && <p className="text-sm text-muted-foreground">{t('leads.ownArticlesOnly')}</p>}
      </div>

      <ul className="grid gap-4 sm:grid-cols-2">
        <StatCard testId="card-leads" label={t('leads.cards.leads')} hint={t('leads.cardHints.leads')} value={report.totals.leads} before={report.previousTotals.leads} />
        <StatCard
          testId="card-articleLeads"
          label={t('leads.cards.articleLeads')}
          hint={t('leads.cardHints.articleLeads')}
          value={report.totals.articleLeads}
          before={report.previousTotals.articleLeads}
        />
      </ul>

      <div className="grid gap-4 xl:grid-cols-2">
        {panel('leads-by-source', t('leads.bySource'), t('leads.columns.source'), report.sources, (row) =>
          row.source === null ? notSet : row.medium === null ? row.source : `${row.source} / ${row.medium}`,
        )}
        {panel('leads-by-campaign', t('leads.byCampaign'), t('leads.columns.campaign'), report.campaigns, (row) => row.campaign ?? notSet)}
        {panel('leads-by-landing-page', t('leads.byLandingPage'), t('leads.columns.page'), report.landingPages, (row) => row.path ?? notSet)}
        {panel('leads-by-conversion-page', t('leads.byConversionPage'), t('leads.columns.page'), report.conversionPages, (row) => row.path ?? notSet)}
      </div>

      <ReportPanel title={t('leads.byArticle')} headingId="leads-by-article" level={3}>
        <p className="text-sm text-muted-foreground">{t('leads.byArticleHint')}</p>
        {report.articles.length ? (
          <SimpleTable
            caption={t('leads.byArticle')}
            headers={[
              t('leads.columns.article'),
              t('leads.columns.leads'),
              t('leads.columns.previousLeads'),
              t('columns.reads'),
              t('leads.columns.rate'),
              t('leads.columns.previousRate'),
            ]}
            rows={report.articles.map((row) => [
              <a key={row.id} href={localePath(row.locale, articlePath(row))} className="text-link hover:underline">
                {row.title}
              </a>,
              format.number(row.leads),
              format.number(row.previousLeads),
              format.number(row.reads),
              rate(row.rate),
              rate(row.previousRate),
            ])}
          />
        ) : (
          <EmptyState title={t('leads.noArticleLeads')} headingLevel={4} className="py-8" />
        )}
      </ReportPanel>
    </section>
  );
}
