import { accessAreasOf, grantsOf, type AccessArea } from '@/lib/auth/routes';
import type { UserProfile } from './queries';

/** A role as a user holds it (rolesOfUsers). */
export interface UserRole {
  id: number;
  name: string;
  title: string;
  activeRoutes: string[];
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

/** A user's keys and names as the API spells them. */
export function presentNames(row: { id: number; uniqueKey: string; name: string; lastName: string; fullName: string }) {
  return { id: row.id, unique_key: row.uniqueKey, name: row.name, last_name: row.lastName, full_name: row.fullName };
}

/**
 * A user as the /api/user routes answer them: the spec's field names (§3, snake_case), never the
 * password hash. `permission` is the role's name, `type` its title.
 */
export interface UserView {
  id: number;
  unique_key: string;
  name: string;
  last_name: string;
  full_name: string;
  email: string;
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
  active_routes: string[];
  access_areas: AccessArea[];
  created_by: number | null;
  created_by_unique_key: string | null;
  created_at: string;
  updated_at: string;
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
    active_routes: profile.activeRoutes,
    access_areas: accessAreasOf(profile.activeRoutes),
    created_by: profile.createdBy,
    created_by_unique_key: profile.createdByUniqueKey,
    created_at: profile.createdAt,
    updated_at: profile.updatedAt,
  };
}
