import { accessAreasOf, type AccessArea } from '@/lib/auth/routes';
import type { UserProfile } from './queries';

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
    id: profile.id,
    unique_key: profile.uniqueKey,
    name: profile.name,
    last_name: profile.lastName,
    full_name: profile.fullName,
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
