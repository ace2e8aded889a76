import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { completeFirstAccess } from '@/lib/auth/first-access';
import { newPasswordSchema } from '@/lib/auth/schema';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';

export const POST = apiHandler(
  async ({ req, user, t }) => {
    const input = await parseJson(req, newPasswordSchema);
    await completeFirstAccess(user, input);
    const profile = await findUserProfile(user.id);
    return ok(profile && presentUser(profile), { message: t('FirstAccess.success') });
  },
  { auth: true, allowFirstAccess: true, personOnly: true },
);
