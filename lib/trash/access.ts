import type { CurrentUser } from '@/lib/auth/current-user';
import { errors } from '@/lib/core/errors';

/**
 * A permanent delete (`?permanent=true`, or from the trash) needs the administrator capability
 * `roles` besides the domain's own grant, which the domain's command checks: 403 otherwise.
 */
export function assertMayDeletePermanently(actor: Pick<CurrentUser, 'grants'>): void {
  if (!actor.grants.includes('roles')) throw errors.accessDenied();
}

export function mayDeletePermanently(actor: Pick<CurrentUser, 'grants'>): boolean {
  return actor.grants.includes('roles');
}
