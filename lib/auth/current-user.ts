import 'server-only';
import type { UserGender, UserStatus } from '@/db/schema';
import type { Grant } from './routes';

/** The signed-in user as every server component, action and API handler sees them. No secrets. */
export interface CurrentUser {
  id: number;
  uniqueKey: string;
  name: string;
  lastName: string;
  fullName: string;
  email: string;
  gender: UserGender | null;
  photo: string | null;
  locale: string;
  status: UserStatus;
  roles: { name: string; title: string }[];
  grants: string[];
  sessionId: number;
}

// CONTRACT (implementation in progress): see lib/auth/session.ts.
export declare function getCurrentUser(): Promise<CurrentUser | null>;
export declare function requireUser(): Promise<CurrentUser>;
export declare function requireRoute(route: Grant): Promise<CurrentUser>;
