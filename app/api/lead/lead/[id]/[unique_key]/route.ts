import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { softDeleteLead } from '@/lib/leads/commands';

// DELETE /api/lead/lead/{id}/{unique_key}: soft delete (status 'deleted').
export const DELETE = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => {
    const lead = await softDeleteLead(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(lead, { message: t('Leads.success.deleted') });
  },
  { route: 'list-leads' },
);
