import { z } from 'zod';
import { MAX_PAGE, pageNumber } from '@/lib/core/fields';

/** The outbox list's query (URL search params of /admin/outbox): only the page; 20 messages a page. */
export const outboxListQuerySchema = z.object({ page: pageNumber() });

/** GET /api/mail/outbox?page=&limit=&to=: a malformed page or limit falls back to its default; ?to= filters by recipient. */
export const outboxApiQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(MAX_PAGE).catch(1),
  limit: z.coerce.number().int().positive().max(100).catch(20),
  to: z.string().max(320).optional(),
});
