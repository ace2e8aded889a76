import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listOwnSessions, revokeOtherSessions } from '@/lib/auth/session-list';

// Beyond the spec: the caller's own sessions (browsers and API tokens).

// GET /api/user/sessions → {data: [{id, kind, browser, os, device, ip_address, last_seen_at, created_at, expires_at, current, …}]}
export const GET = apiHandler(async ({ user }) => ok(await listOwnSessions(user)), { auth: true, personOnly: true });

// DELETE /api/user/sessions → ends every session of the caller but this one: {data: {ended}}
export const DELETE = apiHandler(
  async ({ user, t }) => {
    const ended = await revokeOtherSessions(user);
    return ok({ ended }, { message: t('MyProfile.sessions.othersEnded', { count: ended }) });
  },
  { auth: true, personOnly: true },
);
