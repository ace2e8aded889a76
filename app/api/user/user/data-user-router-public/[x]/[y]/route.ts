import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { PUBLIC_USERS_CACHE_CONTROL, publicUserProfile } from '@/lib/users/public';

export const dynamic = 'force-dynamic';

// GET /api/user/user/data-user-router-public/{x}/{y} (public): the active user whose unique_key is x
// and id is y, public fields only; anything else is 404 "User not found".
export const GET = apiHandler<{ x: string; y: string }>(async ({ params }) => {
  const res = ok(await publicUserProfile(params.x, params.y));
  res.headers.set('Cache-Control', PUBLIC_USERS_CACHE_CONTROL);
  return res;
});
