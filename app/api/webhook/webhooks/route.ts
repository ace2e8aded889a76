import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listWebhooks } from '@/lib/webhooks/queries';

// GET /api/webhook/webhooks → {data: [{id, unique_key, url, events, active, paused_reason, paused_at,
// failing_since, secret_prefix, owner, created_at, updated_at}]}, newest first. Capability `webhooks`.
export const GET = apiHandler(async ({ user }) => ok(await listWebhooks(user)), { route: 'webhooks' });
