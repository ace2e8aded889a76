import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as authPost } from '@/app/api/auth/auth/route';
import type { Db } from '@/db/client';
import { roles } from '@/db/schema';
import { seedRoles } from '@/lib/auth/routes';
import { createUser } from './users';

// Shared by the /api/user integration tests: requests as the route handlers receive them, and
// users signed in through POST /api/auth/auth.

export const password = 'Correct-Horse-9';

export function request(path: string, init: { method?: string; body?: unknown; rawBody?: string; token?: string } = {}) {
  const headers = new Headers({ 'x-vitrine-client-ip': '127.0.0.1', 'accept-language': 'en' });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new NextRequest(new URL(path, 'http://localhost'), { method: init.method ?? 'GET', body, headers });
}
export const params = <P>(p: P) => ({ params: Promise.resolve(p) });
export const noParams = params({});

export async function signIn(email: string, secret = password): Promise<{ status: number; token: string; body: { data: Record<string, unknown>; token: string; message: string } }> {
  const res = await authPost(request('/api/auth/auth', { method: 'POST', body: { email, password: secret } }), noParams);
  const body = await res.json();
  return { status: res.status, token: body.token, body };
}

export interface SignedIn {
  id: number;
  uniqueKey: string;
  email: string;
  token: string;
}

/** A user of the role (seed roles, or one made with createRole), signed in through the API. */
export async function signedIn(db: Db, role: string, email = `${role}-${randomUUID().slice(0, 8)}@example.com`, name?: string): Promise<SignedIn> {
  const user = await createUser(db, { email, password, role, name });
  const { token } = await signIn(email);
  if (!token) throw new Error(`could not sign in ${email}`);
  return { ...user, email, token };
}

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
  const body = String(cpfSeed).padStart(9, '0').slice(-9);
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(body);
  return `${body}${first}${digit(`${body}${first}`)}`;
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
