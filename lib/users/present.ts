import type { UserIdentity, users } from '@/db/schema';
import { accessAreasOf, grantsOf, type AccessArea } from '@/lib/auth/routes';

/** A role as a user holds it (rolesOfUsers). */
export interface UserRole {
  id: number;
  name: string;
  title: string;
  activeRoutes: string[];
  /** The role requires two-factor sign-in of its members. */
  requireTwoFactor?: boolean;
}

/** What a user's roles give them. */
export interface UserAccess {
  /** The first role's name (the spec's `permission`) and title (the spec's `type`). */
  permission: string | null;
  type: string | null;
  roles: { name: string; title: string }[];
  /** Every grant of every role: what the session checks as `grants`. */
  activeRoutes: string[];
}

export function accessOf(roles: readonly UserRole[]): UserAccess {
  return {
    permission: roles[0]?.name ?? null,
    type: roles[0]?.title ?? null,
    roles: roles.map(({ name, title }) => ({ name, title })),
    activeRoutes: [...grantsOf(roles)],
  };
}

type UserRow = typeof users.$inferSelect;

/** A user as the API shows them: every field of §3 User but the password (and the bookkeeping dates). */
export type UserProfile = Omit<
  UserRow,
  'passwordHash' | 'passwordChangedAt' | 'lastLoginAt' | 'createdAt' | 'updatedAt' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'
> &
  UserAccess & { createdAt: string; updatedAt: string };

/** A user's keys and names, as every user view begins. */
export function presentNames(row: { id: number; uniqueKey: string; name: string; lastName: string; fullName: string }) {
  return { id: row.id, uniqueKey: row.uniqueKey, name: row.name, lastName: row.lastName, fullName: row.fullName };
}

/**
 * A user as the /api/user routes answer them: the spec's fields (§3; `ok()` spells them in snake_case),
 * never the password hash. `permission` is the role's name, `type` its title.
 */
export interface UserView extends UserIdentity {
  position: string | null;
  permission: string | null;
  type: string | null;
  status: string;
  cpf: string | null;
  phone: string | null;
  biography: string | null;
  photo: string | null;
  gender: string | null;
  locale: string;
  roles: { name: string; title: string }[];
  activeRoutes: string[];
  accessAreas: AccessArea[];
  /** Two-factor sign-in is on (never its secret). */
  twoFactorEnabled: boolean;
  createdBy: number | null;
  createdByUniqueKey: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every change of the profile; a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

export function presentUser(profile: UserProfile): UserView {
  return {
    ...presentNames(profile),
    email: profile.email,
    position: profile.position,
    permission: profile.permission,
    type: profile.type,
    status: profile.status,
    cpf: profile.cpf,
    phone: profile.phone,
    biography: profile.biography,
    photo: profile.photo,
    gender: profile.gender,
    locale: profile.locale,
    roles: profile.roles,
    twoFactorEnabled: Boolean(profile.totpEnabledAt),
    activeRoutes: profile.activeRoutes,
    accessAreas: accessAreasOf(profile.activeRoutes),
    createdBy: profile.createdBy,
    createdByUniqueKey: profile.createdByUniqueKey,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
    version: profile.version,
  };
}
