import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { setLeadClassification } from '@/lib/leads/commands';
import { leadClassificationBodySchema } from '@/lib/leads/schema';

// PUT /api/lead/lead-classification/{id}/{unique_key} {classification: none | cold | warm | hot | conversion}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, leadClassificationBodySchema);
    const lead = await setLeadClassification(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(lead, { message: t('Leads.success.classificationUpdated') });
  },
  { route: 'list-leads' },
);
