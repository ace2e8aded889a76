import { apiHandler } from '@/lib/api/handler';
import { validationError } from '@/lib/core/validation';
import { env } from '@/lib/env';
import { csvFileName } from '@/lib/format/csv';
import { exportLeadsCsv } from '@/lib/leads/queries';
import { searchParamsObject } from '@/lib/core/search-params';
import { leadFiltersSchema } from '@/lib/leads/schema';

// GET /api/lead/leads-export.csv?search=&module=&status=&classification=&newsletter_status=&include_deleted=[&locale=]
// The filtered list, every page, streamed as CSV (semicolons, UTF-8 with BOM), in the caller's language.
export const GET = apiHandler(
  async ({ req, user, locale }) => {
    const parsed = leadFiltersSchema.safeParse(searchParamsObject(req.nextUrl.searchParams));
    if (!parsed.success) throw validationError(parsed.error);
    const timeZone = env().SITE_TIME_ZONE;
    const stream = await exportLeadsCsv(user, parsed.data, { locale, timeZone });
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFileName('leads', new Date(), timeZone)}"`,
        'cache-control': 'no-store',
      },
    });
  },
  { route: 'list-leads' },
);
