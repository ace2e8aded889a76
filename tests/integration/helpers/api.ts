import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as authPost } from '@/app/api/auth/auth/route';
import type { Db } from '@/db/client';
import { createUser } from './users';

// Shared by the API integration tests: requests as the route handlers receive them, and users
// signed in through POST /api/auth/auth.

export const password = 'Correct-Horse-9';

export function request(path: string, init: { method?: string; body?: unknown; rawBody?: string; token?: string; ip?: string } = {}) {
  const headers = new Headers({ 'x-vitrine-client-ip': init.ip ?? '127.0.0.1', 'accept-language': 'en' });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new NextRequest(new URL(path, 'http://localhost'), { method: init.method ?? 'GET', body, headers });
}
export const params = <P>(p: P) => ({ params: Promise.resolve(p) });
export const noParams = params({});

/** Calls a route handler; answers its status and JSON body. */
export async function call(handler: (req: NextRequest, ctx: never) => Promise<Response>, req: NextRequest, ctx: unknown = noParams) {
  const res = await handler(req, ctx as never);
  return { status: res.status, body: await res.json() };
}

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
