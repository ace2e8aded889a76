import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as authPost } from '@/app/api/auth/auth/route';
import type { Db } from '@/db/client';
import { createUser, password } from './users';

// Shared by the API integration tests: requests as the route handlers receive them, and users
// signed in through POST /api/auth/auth.

export { password };

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is: a string goes as JSON (unless `headers` name another content type); a stream or buffer as given. */
  rawBody?: BodyInit;
  /** A form: multipart (FormData, the runtime sets the boundary) or url-encoded (string or URLSearchParams). */
  form?: FormData | URLSearchParams | string;
  /** Bearer token. */
  token?: string;
  /** The session cookie's header value (e.g. `authjs.session-token=…`). */
  cookie?: string;
  /** The client address (x-vitrine-client-ip); 127.0.0.1 unless given. */
  ip?: string;
  /** accept-language; 'en' unless given, none when null. */
  lang?: string | null;
  userAgent?: string;
  /** Extra headers, set last (they win over the ones above); null removes one (e.g. the JSON content type). */
  headers?: Record<string, string | null>;
  /** The origin the request is addressed to; http://localhost unless given. */
  origin?: string;
}

export function request(path: string, init: RequestOptions = {}) {
  const headers = new Headers({ 'x-vitrine-client-ip': init.ip ?? '127.0.0.1' });
  if (init.lang !== null) headers.set('accept-language', init.lang ?? 'en');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.userAgent) headers.set('user-agent', init.userAgent);
  let body: BodyInit | undefined;
  if (init.form !== undefined) {
    body = init.form;
    if (!(init.form instanceof FormData)) headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (init.rawBody !== undefined) {
    body = init.rawBody;
    if (typeof body === 'string') headers.set('content-type', 'application/json');
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set('content-type', 'application/json');
  }
  for (const [name, value] of Object.entries(init.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  // duplex: a stream body (chunked requests) needs it.
  return new NextRequest(new URL(path, init.origin ?? 'http://localhost'), { method: init.method ?? 'GET', body, headers, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
}
/** A request whose method is POST unless `init.method` says otherwise. */
export const post = (path: string, init: RequestOptions = {}) => request(path, { ...init, method: init.method ?? 'POST' });

export const params = <P>(p: P) => ({ params: Promise.resolve(p) });
export const noParams = params({});

/** Calls a route handler; answers its status and JSON body. */
export async function call(handler: (req: NextRequest, ctx: never) => Promise<Response>, req: NextRequest, ctx: unknown = noParams) {
  const res = await handler(req, ctx as never);
  return { status: res.status, body: await res.json() };
}

/** Signs in through POST /api/auth/auth (from a browser of `init.userAgent`, an address of `init.ip`…). */
export async function signIn(email: string, secret = password, init: RequestOptions = {}): Promise<{ status: number; token: string; body: { error: boolean; data: Record<string, unknown>; token: string; message: string } }> {
  const res = await authPost(request('/api/auth/auth', { ...init, method: 'POST', body: { email, password: secret } }), noParams);
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
