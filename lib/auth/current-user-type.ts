import type { UserGender, UserIdentity, UserStatus } from '@/db/schema';

/** The signed-in user as every server component, action and API handler sees them. No secrets. */
export interface CurrentUser extends UserIdentity {
  gender: UserGender | null;
  photo: string | null;
  locale: string;
  status: UserStatus;
  roles: { name: string; title: string }[];
  grants: string[];
  sessionId: number;
  /** Set when the caller is an API key (lib/api-keys), acting for its creator: sessionId is then 0. */
  apiKeyId?: number;
  /** A role of theirs requires two-factor sign-in and they have not turned it on: only their profile opens. */
  twoFactorSetupRequired?: boolean;
}
