import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { roles, userRoles, users, type UserStatus } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { seedRoles } from '@/lib/auth/routes';

/** The password of the users these helpers create. */
export const password = 'Correct-Horse-9';

/** The grants of a seed role: what the commands see for one of its users. */
export const seedGrants = (role: string): string[] => [...(seedRoles.find((r) => r.name === role)?.activeRoutes ?? [])];

/** Creates the seed roles (once per database) and a user holding one of them. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; role: string; status?: UserStatus; name?: string },
): Promise<{ id: number; uniqueKey: string }> {
  const existing = await db.select({ id: roles.id, name: roles.name }).from(roles);
  if (existing.length === 0) {
    await db.insert(roles).values(seedRoles.map((r) => ({ ...r, activeRoutes: [...r.activeRoutes], uniqueKey: randomUUID() })));
  }
  const all = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const role = all.find((r) => r.name === input.role);
  if (!role) throw new Error(`no role ${input.role}`);
  const name = input.name ?? 'Test';
  const [user] = await db
    .insert(users)
    .values({
      uniqueKey: randomUUID(),
      name,
      lastName: 'User',
      fullName: `${name} User`,
      email: input.email,
      status: input.status ?? 'active',
      passwordHash: await hashPassword(input.password),
      gender: 'female',
    })
    .returning({ id: users.id, uniqueKey: users.uniqueKey });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}

export interface Actor {
  id: number;
  grants: string[];
  email: string;
}

/** A user of a seed role as the commands see them (id and grants), with the email to sign in with. */
export async function createActor(db: Db, role: string, options: { name?: string; email?: string; status?: UserStatus } = {}): Promise<Actor> {
  const name = options.name ?? role;
  const email = options.email ?? `${name.toLowerCase()}@example.com`;
  const user = await createUser(db, { email, password, role, name, status: options.status });
  return { id: user.id, grants: seedGrants(role), email };
}
