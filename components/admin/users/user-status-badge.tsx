import { clsx } from 'clsx';

export type UserListStatus = 'active' | 'inactive' | 'blocked' | 'first-access';

const tones: Record<UserListStatus, string> = {
  active: 'bg-positive-light text-positive-light-foreground',
  inactive: 'bg-secondary-light text-secondary-light-foreground',
  blocked: 'bg-negative-light text-negative-light-foreground',
  'first-access': 'bg-warning-light text-warning-light-foreground',
};

/** A user's status (§4) in the staff list. */
export function UserStatusBadge({ status, label }: { status: string; label: string }) {
  const tone = tones[status as UserListStatus] ?? tones.inactive;
  return (
    <span
      data-testid="user-status"
      data-status={status}
      className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tone)}
    >
      {label}
    </span>
  );
}

/** Catalogue key under `Users.statuses` of each status (camelCase: keys never hold a hyphen). */
export const userStatusKeys = {
  active: 'active',
  inactive: 'inactive',
  blocked: 'blocked',
  'first-access': 'firstAccess',
} as const satisfies Record<UserListStatus, string>;

export function userStatusKey(status: string): (typeof userStatusKeys)[UserListStatus] {
  return userStatusKeys[status as UserListStatus] ?? 'inactive';
}
