import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { markLeadNotSpam } from '@/lib/leads/commands';

// PUT /api/lead/lead-not-spam/{id}/{unique_key}: a lead caught as spam joins the list (a pending newsletter
// signup gets its confirmation email then). Beyond the spec, in its style.
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => ok(await markLeadNotSpam(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Leads.success.notSpam') }),
  { route: 'list-leads' },
);
