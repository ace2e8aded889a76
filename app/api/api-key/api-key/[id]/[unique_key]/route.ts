import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { revokeApiKey } from '@/lib/api-keys/commands';

// DELETE /api/api-key/api-key/{id}/{unique_key}: revokes the key (its next request is a 401); the row
// stays, shown as revoked. Capability `api-keys`, and the caller must hold every grant of the key.
export const DELETE = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => {
    const key = await revokeApiKey(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(key, { message: t('ApiKeys.success.revoked') });
  },
  { route: 'api-keys', keyManagement: 'manage' },
);
