import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { PUBLIC_USERS_CACHE_CONTROL, recentUpdatedAuthors } from '@/lib/users/public';

export const dynamic = 'force-dynamic';

// GET /api/user/user/recent-updated-users/{x} (public): the x (1..50; not a number → 400) most
// recently updated active users with a live article, public fields only. The static folder wins over
// the sibling [id]/[unique_key] route.
export const GET = apiHandler<{ x: string }>(async ({ params }) => {
  const res = ok(await recentUpdatedAuthors(params.x));
  res.headers.set('Cache-Control', PUBLIC_USERS_CACHE_CONTROL);
  return res;
});
