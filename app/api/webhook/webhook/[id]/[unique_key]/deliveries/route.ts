import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { searchParamsObject } from '@/lib/core/search-params';
import { listDeliveries } from '@/lib/webhooks/queries';

// GET /api/webhook/webhook/{id}/{unique_key}/deliveries?page= → {data: {items: [{id, unique_key, event,
// event_id, status, status_code, duration_ms, attempts, next_attempt_at, last_error, delivered_at,
// created_at}], total}}, newest first, 20 a page.
export const GET = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user }) => {
    const res = ok(await listDeliveries(user, { id: params.id, uniqueKey: params.unique_key }, searchParamsObject(req.nextUrl.searchParams)));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
  { route: 'webhooks' },
);
