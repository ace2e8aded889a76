import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { changeLeadStatus } from '@/lib/leads/commands';
import { leadStatusBodySchema } from '@/lib/leads/schema';

// PUT /api/lead/lead-change-status/{id}/{unique_key} {status: active | inactive | blackListed}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, leadStatusBodySchema);
    const lead = await changeLeadStatus(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(lead, { message: t('Success.statusUpdated') });
  },
  { route: 'list-leads' },
);
