import { ok } from '@/lib/api/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { completeFirstAccess } from '@/lib/auth/first-access';
import { newPasswordSchema } from '@/lib/auth/schema';
import { findUserProfile } from '@/lib/users/queries';

export const POST = apiHandler(
  async ({ req, user, t }) => {
    const input = await parseJson(req, newPasswordSchema);
    await completeFirstAccess(user, input);
    return ok(await findUserProfile(user.id), { message: t('FirstAccess.success') });
  },
  { auth: true, allowFirstAccess: true },
);
