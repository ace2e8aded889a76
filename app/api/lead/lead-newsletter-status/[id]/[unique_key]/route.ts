import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { setLeadNewsletterStatus } from '@/lib/leads/commands';
import { leadNewsletterBodySchema } from '@/lib/leads/schema';

// PUT /api/lead/lead-newsletter-status/{id}/{unique_key} {status: active | cancelled}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, leadNewsletterBodySchema);
    const lead = await setLeadNewsletterStatus(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(lead, { message: t('Leads.success.newsletterUpdated') });
  },
  { route: 'list-leads' },
);
