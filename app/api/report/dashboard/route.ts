import { verbatim } from '@/lib/core/api-case';
import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { todayIn } from '@/lib/reports/period';
import { getDashboardReportFor } from '@/lib/reports/queries';
import { parseDashboardQuery } from '@/lib/reports/schema';

// GET /api/report/dashboard?period=30d | ?from=YYYY-MM-DD&to=YYYY-MM-DD [&sort=&dir=&page=]
// Every dashboard figure in one answer; without 'reports-all' only the caller's own articles count.
export const GET = apiHandler(
  async ({ req, user }) => {
    const { period, posts } = parseDashboardQuery(req.nextUrl.searchParams, todayIn(env().SITE_TIME_ZONE));
    // The report's figures were published in camelCase (totals.articlesCreated …) and stay so.
    return ok(verbatim(await getDashboardReportFor(user, period, posts)));
  },
  { route: 'dashboard' },
);
