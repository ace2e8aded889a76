import { verbatim } from '@/lib/core/api-case';
import { EARLIER, success } from '@/lib/core/api-examples';
import { operation } from '@/lib/core/operation';
import { env } from '@/lib/env';
import { todayIn } from './period';
import { getLeadsReportFor } from './lead-queries';
import { getDashboardReportFor } from './queries';
import { dashboardQuerySchema, leadsQuerySchema, parseDashboardQuery, parseLeadsQuery } from './schema';

// The dashboard's figures as an API operation (lib/core/operation.ts).

export const reportOperations = {
  dashboard: operation({
    method: 'GET',
    path: '/api/report/dashboard',
    access: 'dashboard',
    // ?period=30d | ?from=YYYY-MM-DD&to=YYYY-MM-DD [&sort=&dir=&page=&translations=], read by
    // parseDashboardQuery (a period needs today's date): from the URL itself, whose get() reads a
    // repeated parameter's first value, as the API always has.
    run: async ({ user, request, query }) => {
      const params = request ? new URL(request.url).searchParams : new URLSearchParams(query);
      const { period, posts } = parseDashboardQuery(params, todayIn(env().SITE_TIME_ZONE));
      // The report's figures were published in camelCase (totals.articlesCreated …) and stay so.
      return verbatim(await getDashboardReportFor(user, period, posts));
    },
    doc: {
      tag: 'Reports',
      summary: 'The dashboard’s figures',
      description:
        'Every figure of the dashboard for a period (a preset, or from/to days YYYY-MM-DD of the site’s time zone), with a page of the posts table (sort, dir, page; translations: separate or grouped). Without `reports-all` only the caller’s own articles count. The figures keep their camelCase spelling.',
      queryParams: dashboardQuerySchema,
      responses: { 200: 'The report.', 422: 'A malformed or inverted period.' },
      example: success({
        period: { key: '30d', from: '2026-04-05', to: '2026-05-04', days: 30, granularity: 'day', previous: { from: '2026-03-06', to: '2026-04-04' } },
        totals: { reads: 1840, articlesCreated: 6, unreadArticles: 2, activeAuthors: 3 },
        previousTotals: { reads: 1512, articlesCreated: 4, unreadArticles: 3, activeAuthors: 3 },
        readsSeries: [{ start: '2026-05-04', end: '2026-05-04', reads: 71 }],
        publishers: [{ id: 3, uniqueKey: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Ana Souza', articlesPublished: 4, reads: 1210 }],
        categories: [{ id: 5, uniqueKey: 'gestao', name: 'Gestão', textColor: '#ffffff', backgroundColor: '#1e3a8a', articles: 12, reads: 930 }],
        posts: {
          rows: [{ id: 42, uniqueKey: 'como-escolher-um-erp', title: 'Como escolher um ERP', status: 'published', publishedAt: EARLIER, reads: 402, previousReads: 350, readingMinutes: 4 }],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
    },
  }),  leads: operation({
    method: 'GET',
    path: '/api/report/leads',
    access: 'dashboard',
    // ?period=30d | ?from=YYYY-MM-DD&to=YYYY-MM-DD, read as the dashboard reads it.
    run: async ({ user, request, query }) => {
      const params = request ? new URL(request.url).searchParams : new URLSearchParams(query);
      const period = parseLeadsQuery(params, todayIn(env().SITE_TIME_ZONE));
      // camelCase like the dashboard's figures, its neighbour.
      return verbatim(await getLeadsReportFor(user, period));
    },
    doc: {
      tag: 'Reports',
      summary: 'Where the leads come from',
      description:
        'The dashboard’s leads figures for a period (a preset, or from/to days YYYY-MM-DD of the site’s time zone), each beside the previous period of the same length: leads by source and medium, by campaign, by landing page and by converting page, and the articles that brought leads with their reads. A lead counts once, under its first touch (else its last); a null key is a lead without that attribution ("(not set)"). Spam and deleted leads are left out. Without `reports-all` only the leads the caller’s own articles brought count. The figures keep their camelCase spelling.',
      queryParams: leadsQuerySchema,
      responses: { 200: 'The report.', 422: 'A malformed or inverted period.' },
      example: success({
        period: { key: '30d', from: '2026-04-05', to: '2026-05-04', days: 30, previous: { from: '2026-03-06', to: '2026-04-04' } },
        totals: { leads: 42, articleLeads: 9 },
        previousTotals: { leads: 35, articleLeads: 6 },
        sources: { rows: [{ source: 'newsletter', medium: 'email', leads: 12, previousLeads: 8 }, { source: null, medium: null, leads: 5, previousLeads: 7 }], more: 0 },
        campaigns: { rows: [{ campaign: 'nov', leads: 12, previousLeads: 0 }], more: 0 },
        landingPages: { rows: [{ path: '/post/como-escolher-um-erp/42', leads: 6, previousLeads: 4 }], more: 0 },
        conversionPages: { rows: [{ path: '/contact', leads: 30, previousLeads: 28 }], more: 0 },
        articles: [
          { id: 42, uniqueKey: 'como-escolher-um-erp', title: 'Como escolher um ERP', locale: 'pt-BR', leads: 6, previousLeads: 4, reads: 402, previousReads: 350, rate: 0.0149, previousRate: 0.0114 },
        ],
      }),
    },
  }),
};
