import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { roles } from '@/db/schema';
import { seedRoles } from '@/lib/auth/routes';
import { withCpfCheckDigits } from '@/lib/format/cpf';

// Data for the /api/user integration tests; the request and sign-in helpers are in ./api.
export { noParams, params, password, request, signedIn, signIn, type SignedIn } from './api';

/** A role beyond the seed's (the seed roles are created first when there are none yet). */
export async function createRole(db: Db, name: string, activeRoutes: string[]): Promise<void> {
  if ((await db.select({ id: roles.id }).from(roles).limit(1)).length === 0) {
    await db.insert(roles).values(seedRoles.map((r) => ({ ...r, activeRoutes: [...r.activeRoutes], uniqueKey: randomUUID() })));
  }
  await db.insert(roles).values({ uniqueKey: randomUUID(), name, title: name[0].toUpperCase() + name.slice(1), activeRoutes });
}

let cpfSeed = 100_000_000;
/** A fresh valid CPF (11 digits with the right check digits), different on every call. */
export function nextCpf(): string {
  cpfSeed += 7919;
  return withCpfCheckDigits(String(cpfSeed).padStart(9, '0').slice(-9));
}

/** A valid body for POST /api/user/user and PUT /api/user/user/{id}/{unique_key}. */
export function userBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomUUID().slice(0, 8);
  return {
    name: 'Marina',
    last_name: 'Costa',
    email: `marina-${id}@example.com`,
    position: 'operational',
    permission: 'operational',
    gender: 'female',
    cpf: nextCpf(),
    phone: '+55 11 98765-4321',
    biography: 'Writes about commerce.',
    photo: null,
    ...overrides,
  };
}
