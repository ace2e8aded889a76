import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listApiKeys } from '@/lib/api-keys/queries';

// GET /api/api-key/api-keys → {data: [{id, unique_key, name, token_prefix, grants, creator, created_at,
// expires_at, last_used_at, last_used_ip, revoked_at}]}, newest first. Capability `api-keys`.
export const GET = apiHandler(async ({ user }) => ok(await listApiKeys(user)), { route: 'api-keys', keyManagement: 'manage' });
