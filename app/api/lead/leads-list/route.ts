import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { listLeads } from '@/lib/leads/queries';
import { leadListQuerySchema } from '@/lib/leads/schema';

// POST /api/lead/leads-list {limit?, page?, search?, module?, status?, classification?, newsletter_status?, include_deleted?}
export const POST = apiHandler(
  async ({ req, user }) => ok(await listLeads(user, await parseJson(req, leadListQuerySchema))),
  { route: 'list-leads' },
);
