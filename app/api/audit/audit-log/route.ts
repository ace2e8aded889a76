import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { searchParamsObject } from '@/lib/core/search-params';
import { listAuditEntries } from '@/lib/audit/queries';
import { parseAuditLogQuery } from '@/lib/audit/schema';

// GET /api/audit/audit-log?person=&action=&type=&record=&from=&to=&page=&limit=
// The audit log, newest first (capability 'audit-log'); from/to are days of the site's time zone.
export const GET = apiHandler(
  async ({ req, user }) => {
    const query = parseAuditLogQuery(searchParamsObject(req.nextUrl.searchParams));
    const res = ok(await listAuditEntries(user, query));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
  { route: 'audit-log' },
);
