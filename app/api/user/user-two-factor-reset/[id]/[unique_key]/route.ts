import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { resetUserTwoFactor } from '@/lib/users/commands';
import { presentUser } from '@/lib/users/present';

// POST /api/user/user-two-factor-reset/{id}/{unique_key}: an administrator holding `users` turns off
// another person's two-factor sign-in (lost phone); that person's sessions end. Audited.
export const POST = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => {
    const profile = await resetUserTwoFactor(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(presentUser(profile), { message: t('TwoFactor.reset.done') });
  },
  { route: 'users' },
);
