import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createApiKey } from '@/lib/api-keys/commands';
import { apiKeyInputSchema } from '@/lib/api-keys/schema';

// POST /api/api-key/api-key {name, grants, expires_at?} → 201 {data: {id, unique_key, token}}: the token
// is shown this once. Capability `api-keys`; grants beyond the caller's own → 403 CANNOT_GRANT; a key
// cannot create keys (403 API_KEY_CANNOT_MANAGE_KEYS).
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, apiKeyInputSchema);
    const created = await createApiKey(user, body);
    return ok(created, { status: 201, message: t('ApiKeys.success.created') });
  },
  // Refused to a key before the body is read: it learns nothing about the shape (403, not 422).
  { route: 'api-keys', keyManagement: 'create' },
);
