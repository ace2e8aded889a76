import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { startTotpSetup } from '@/lib/auth/two-factor';

// A new pending secret for the caller's authenticator app; POST /api/auth/totp/enable confirms it.
export const POST = apiHandler(
  async ({ user }) => {
    const { secret, otpauthUrl } = await startTotpSetup(user);
    return ok({ secret, otpauthUrl });
  },
  { auth: true, allowTwoFactorSetup: true, personOnly: true },
);
