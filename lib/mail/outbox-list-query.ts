import { z } from 'zod';
import { pageNumber } from '@/lib/core/fields';

/** The outbox list's query (URL search params of /admin/outbox): only the page; 20 messages a page. */
export const outboxListQuerySchema = z.object({ page: pageNumber() });
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;
