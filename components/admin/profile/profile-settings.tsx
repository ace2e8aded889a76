import type { CurrentUser } from '@/lib/auth/current-user';

/**
 * The own-profile panel: shown at /admin/settings-profile and in the profile tab of /admin/settings.
 * (Placeholder until the profile screen lands; the settings tabs already render it.)
 */
export async function ProfileSettings({ user }: { user: CurrentUser }) {
  return <p>{user.fullName}</p>;
}
