import { invoke } from '@/tests/support/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { files, leads, messages, roles, seoSettings } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { resolveSession } from '@/lib/auth/sessions';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { noParams, password, request, signedIn, type SignedIn } from '@/tests/support/api';
import { loadApiRoutes, urlFor, type ApiRoute, type Method, type RouteHandler } from '@/tests/support/routes';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { createUser } from '@/tests/support/users';
import en from '@/messages/en.json';
import { solvedAltcha } from '@/tests/support/proof-of-work';

/*
 * Bad input is never a 500. Every route handler under app/api is found by walking the folder and
 * called (anonymous, then as an administrator with a bearer token) with a corpus of bad input: NUL
 * characters, ids past PostgreSQL's integer, huge and negative numbers, 10,000-character strings,
 * values of the wrong type, 10,000 levels of nesting, invalid and empty JSON. Each answer must be
 * under 500 and, on a JSON route, the envelope.
 *
 * Skipped: /api/nextauth/[...nextauth] is Auth.js's own handler (its POSTs need its CSRF token and
 * cookies, its answers are redirects and Auth.js's JSON, not the envelope, and it needs Next's request
 * scope for cookies(), which a direct call from jest does not have).
 */

// next/og's route reads the article through unstable_cache, which needs Next's incremental cache (not
// there when jest calls the handler): read it straight from the database instead.
jest.mock('@/lib/blog/article-page', () =>
  jest.requireActual<typeof import('@/tests/support/uncached-article-page')>('@/tests/support/uncached-article-page').uncachedArticlePage(),
);

/** Routes whose success is not JSON (an image, a CSV, a PNG): only "not 500" and, on failure, the envelope. */
const NON_JSON_SUCCESS = new Set([
  '/api/export/export.zip',
  '/api/files/[unique_key]',
  '/api/lead/leads-export.csv',
  '/api/og/article/[id]',
  '/api/redirect/redirects-export',
  '/api/settings/consent-records.csv',
]);
/** Not wrapped by apiHandler: its 404 is plain text. */
const NO_ENVELOPE = new Set(['/api/og/article/[id]']);
const SKIPPED = new Set(['/api/nextauth/[...nextauth]']);
/** Answers a JSON document of its own (the OpenAPI description, the proof-of-work challenge), not the envelope. */
const JSON_DOCUMENT = new Set(['/api/openapi.json', '/api/contact/challenge']);

const INF = '__INFINITY__';
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);
/** Bad values for a JSON field. INF becomes the literal 1e309 (JSON.parse reads it as Infinity). */
const BAD_VALUES: unknown[] = [NUL, LONG, 2147483648, 99999999999, INF, -1, { a: 1 }, [NUL], [2147483648]];
/** Bad values for a path segment or query parameter. */
const BAD_SEGMENTS = [NUL, '2147483648', '99999999999', '1e309', '-1', '0', LONG];
const nested = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
/** Whole bodies that are not the object a route reads. */
const BAD_BODIES = ['{', '', 'null', '[]', '"text"', '123', '1e309', nested(10_000, '{"a":', '}'), nested(10_000, '[', ']'), `{"a\u0000": 1}`];

const toJson = (body: unknown) => JSON.stringify(body).replaceAll(`"${INF}"`, '1e309');

let t: TestDb;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
let admin: SignedIn;
let other: { id: number; uniqueKey: string };
let fixtures: Record<string, Record<string, string>>;
let bodies: Record<string, Record<string, unknown>>;
const queries: Record<string, string[]> = {
  '/api/article/search': ['q', 'category', 'page', 'limit'],
  '/api/files/[unique_key]': ['w'],
  '/api/lead/leads-export.csv': ['search', 'module', 'status', 'classification', 'newsletter_status', 'include_deleted'],
  '/api/mail/outbox': ['page', 'limit', 'to'],
  '/api/report/dashboard': ['period', 'from', 'to', 'sort', 'dir', 'page'],
  '/api/category/category/[id]/[unique_key]': ['detach'],
};

let ipCounter = 0;
/** Each request from its own address, so the per-address limits never hide what a route does. */
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

const buildRequest = (url: string, method: Method, body: string | undefined, token?: string) =>
  request(url, { method, rawBody: method === 'GET' ? undefined : body, token, ip: nextIp() });

/** Why the answer is wrong, or null. */
async function problem(route: string, res: Response): Promise<string | null> {
  if (res.status >= 500) {
    const text = await res.text();
    return `${res.status} ${text.slice(0, 160)}`;
  }
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    await res.arrayBuffer();
    if (NO_ENVELOPE.has(route)) return null;
    if (res.status < 400 && NON_JSON_SUCCESS.has(route)) return null;
    return `${res.status} answered ${type || 'no content type'}`;
  }
  const body = await res.json();
  if (res.status < 400 && JSON_DOCUMENT.has(route)) return null;
  if (res.status >= 400) {
    if (body.error !== true || typeof body.message !== 'string' || !body.message || body.code !== res.status) return `${res.status} not the failure envelope: ${JSON.stringify(body).slice(0, 160)}`;
    // Every message is translated: zod's own English text ('Invalid input: …') never reaches the caller.
    const untranslated = (body.errors ?? []).find((e: { message: string }) => /^(Invalid input|Too (big|small))/.test(e.message));
    if (untranslated) return `${res.status} untranslated message for ${untranslated.field}: ${untranslated.message}`;
  } else if (body.error !== false || !('data' in body)) {
    return `${res.status} not the success envelope`;
  }
  return null;
}

async function loadRoutes(): Promise<ApiRoute[]> {
  const routes = (await loadApiRoutes()).filter((route) => !SKIPPED.has(route.pattern));
  // Logout last: it ends the administrator's token.
  return routes.sort((a, b) => Number(a.pattern.endsWith('/logout')) - Number(b.pattern.endsWith('/logout')));
}

async function sweep(routes: ApiRoute[], token?: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const valid = { ...Object.fromEntries(route.segments.map((s) => [s, '1'])), ...fixtures[route.pattern] };
    for (const [method, handler] of Object.entries(route.handlers) as [Method, RouteHandler][]) {
      const base = bodies[route.pattern] ?? {};
      const call = async (label: string, params: Record<string, string>, query: string, body: string | undefined) => {
        try {
          const res = await handler(buildRequest(urlFor(route.pattern, params, query), method, body, token), { params: Promise.resolve(params) });
          const why = await problem(route.pattern, res);
          if (why) failures.push(`${method} ${route.pattern} ${label}: ${why}`);
        } catch (error) {
          failures.push(`${method} ${route.pattern} ${label}: threw ${String(error).slice(0, 160)}`);
        }
      };
      const sendsBody = method !== 'GET' && method !== 'DELETE';
      const baseBody = sendsBody ? toJson(base) : undefined;
      await call('as is', valid, '', baseBody);
      for (const segment of route.segments) {
        for (const value of BAD_SEGMENTS) await call(`${segment}=${JSON.stringify(value).slice(0, 20)}`, { ...valid, [segment]: value }, '', baseBody);
      }
      // Every route reads ?locale=; the others their own parameters.
      for (const key of queries[route.pattern] ?? []) {
        for (const value of BAD_SEGMENTS) await call(`?${key}=${JSON.stringify(value).slice(0, 20)}`, valid, `?${key}=${encodeURIComponent(value)}`, baseBody);
        await call(`?${key} twice`, valid, `?${key}=1&${key}=2`, baseBody);
      }
      for (const value of [NUL, LONG]) await call(`?locale=${JSON.stringify(value).slice(0, 20)}`, valid, `?locale=${encodeURIComponent(value)}`, baseBody);
      if (!sendsBody && method !== 'DELETE') continue;
      for (const body of BAD_BODIES) await call(`body ${JSON.stringify(body.slice(0, 12))}`, valid, '', body);
      for (const field of Object.keys(base)) {
        for (const value of BAD_VALUES) await call(`${field}=${JSON.stringify(value)?.slice(0, 20)}`, valid, '', toJson({ ...base, [field]: value }));
      }
      const first = Object.keys(base)[0];
      if (first) await call(`${first} nested`, valid, '', toJson({ ...base, [first]: '__NESTED__' }).replace('"__NESTED__"', nested(10_000, '[', ']')));
    }
  }
  return failures;
}

let routes: ApiRoute[];

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  delete process.env.STAFF_DEVICE_VERIFICATION;
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-bad-input-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
  routes = await loadRoutes();

  admin = await signedIn(t.db, 'admin');
  const lookup = await resolveSession(admin.token);
  if (lookup.state !== 'valid') throw new Error('no admin session');
  const actor = lookup.user;
  other = await createUser(t.db, { email: 'other@example.com', password, role: 'operational' });
  const category = await invoke(categoryOperations.create, actor, { input: { name: 'ERP', description: 'Systems', text_color: '#ffffff', background_color: '#1e3a8a' } });
  const article = await invoke(articleOperations.create, actor, { input: { title: 'Hello', content: '<p>World</p>', categories: [category.id], image: await addDescribedImage(t.db), status: 'published' } });
  await contactPost(
    buildRequest('/api/contact/contact', 'POST', JSON.stringify({ name: 'Maria', email: 'maria@example.com', company: 'Acme', subject: 'Hi', message: 'Hello', altcha: await solvedAltcha() })),
    noParams as never,
  );
  const [lead] = await t.db.select({ id: leads.id, uniqueKey: leads.uniqueKey }).from(leads);
  const [message] = await t.db.select({ id: messages.id, uniqueKey: messages.uniqueKey }).from(messages);
  const [role] = await t.db.select({ id: roles.id, uniqueKey: roles.uniqueKey }).from(roles).limit(1).offset(3);
  const [seo] = await t.db.insert(seoSettings).values({ uniqueKey: 'seo-1', head: '<meta name="a" content="b">' }).returning({ id: seoSettings.id, uniqueKey: seoSettings.uniqueKey });

  const key = (e: { id: number; uniqueKey?: string; unique_key?: string }) => ({ id: String(e.id), unique_key: String(e.uniqueKey ?? e.unique_key) });
  const articleKey = key(article as never);
  fixtures = {
    '/api/article/article/[id]': { id: articleKey.id },
    '/api/article/article/[id]/[unique_key]': articleKey,
    '/api/article/article/[id]/[unique_key]/revisions': articleKey,
    '/api/article/article/[id]/[unique_key]/revisions/[revisionId]/restore': { ...articleKey, revisionId: '1' },
    '/api/article/article/[id]/[unique_key]/translations': articleKey,
    '/api/article/article-change-status/[id]/[unique_key]': articleKey,
    '/api/article/read/[id]': { id: articleKey.id },
    '/api/auth/reset-password/[id]/[token]': { id: String(other.id), token: 'token' },
    '/api/category/category/[id]': { id: String(category.id) },
    '/api/category/category/[id]/[unique_key]': key(category as never),
    '/api/category/category-change-status/[id]/[unique_key]': key(category as never),
    '/api/files/[unique_key]': { unique_key: 'missing' },
    '/api/lead/lead-change-status/[id]/[unique_key]': key(lead),
    '/api/lead/lead-classification/[id]/[unique_key]': key(lead),
    '/api/lead/lead-newsletter-status/[id]/[unique_key]': key(lead),
    '/api/lead/lead/[id]/[unique_key]': key(lead),
    '/api/message/message/[id]/[unique_key]': key(message),
    '/api/newsletter/unsubscribe/[unique_key]/[id]': { unique_key: lead.uniqueKey, id: String(lead.id) },
    '/api/og/article/[id]': { id: articleKey.id },
    '/api/role/roles/[id]/[unique_key]': key(role),
    '/api/seo/seo/[id]/[unique_key]': key(seo),
    '/api/user/user-change-status/[id]/[unique_key]': key(other),
    '/api/user/user/[id]': { id: String(other.id) },
    '/api/user/user/[id]/[unique_key]': key(other),
    '/api/user/user/data-user-router-public/[unique_key]/[id]': { unique_key: other.uniqueKey, id: String(other.id) },
    '/api/user/user/recent-updated-users/[count]': { count: '5' },
    '/api/user/user/user-active-routes/[id]/[flag]': { id: String(other.id), flag: '1' },
  };

  const when = new Date().toISOString();
  const articleBody = {
    title: 'Title',
    content: '<p>Text</p>',
    categories: [category.id],
    image: DESCRIBED_IMAGE,
    excerpt: 'Excerpt',
    seo_title: 'Seo',
    seo_description: 'Seo description',
    language: 'en',
    featured: false,
    status: 'draft',
    published_at: when,
    author_id: admin.id,
    unique_key: 'title',
  };
  const categoryBody = { name: 'CRM', description: 'Customers', image: '/api/files/x', text_color: '#ffffff', background_color: '#000000', status: 'active' };
  const newPassword = { password: 'New-Password-123', password_confirmation: 'New-Password-123' };
  const userBody = {
    name: 'Ana',
    last_name: 'Silva',
    email: 'ana@example.com',
    position: 'manager',
    permission: 'operational',
    gender: 'female',
    cpf: '529.982.247-25',
    phone: '+55 11 99999-0000',
    biography: 'Bio',
    photo: '/api/files/x',
    created_by: admin.id,
    created_by_unique_key: admin.uniqueKey,
  };
  const roleBody = { name: 'editors', title: 'Editors', active_routes: ['dashboard', 'compose'] };
  bodies = {
    '/api/api-key/api-key': { name: 'Integration', grants: ['dashboard'], expires_at: '2999-01-01T00:00:00Z' },
    '/api/article/article': articleBody,
    '/api/article/article/[id]/[unique_key]': articleBody,
    '/api/article/article-change-status/[id]/[unique_key]': { status: 'draft', published_at: when },
    '/api/article/articles-list': { limit: 10, page: 1, search: 'a', status: 'draft', category: category.id, author: admin.id },
    '/api/auth/auth': { email: 'nobody@example.com', password: 'Wrong-password-1', remember: true },
    '/api/auth/first-access': newPassword,
    '/api/auth/recover-password': { email: 'nobody@example.com' },
    '/api/auth/reset-password/[id]/[token]': newPassword,
    '/api/auth/verify-code': { email: 'nobody@example.com', code: '123456' },
    '/api/auth/verify-device': { challenge: 'challenge', code: '123456' },
    '/api/auth/verify-device/resend': { challenge: 'challenge' },
    '/api/category/categories-list': { limit: 10, page: 1, search: 'a', status: 'active' },
    '/api/category/category': categoryBody,
    '/api/category/category/[id]/[unique_key]': categoryBody,
    '/api/category/category-change-status/[id]/[unique_key]': { status: 'active' },
    '/api/contact/contact': { name: 'Maria', email: 'maria@example.com', phone: '+55 11 4000-0000', company: 'Acme', subject: 'Hi', message: 'Hello', website: '', altcha: 'eyJ9' },
    '/api/layout/layout-setting': { current_version: 'v2', currentVersion: 'v2', company_name: 'Acme', logo_v1: '/a.png', logo_v2: '/b.png' },
    '/api/lead/form-settings': { proof_of_work: 'on' },
    '/api/lead/lead-change-status/[id]/[unique_key]': { status: 'active' },
    '/api/lead/lead-classification/[id]/[unique_key]': { classification: 'hot' },
    '/api/lead/lead-newsletter-status/[id]/[unique_key]': { status: 'active' },
    '/api/lead/leads-list': { limit: 10, page: 1, search: 'a', module: 'contact', status: 'active', classification: 'hot', newsletter_status: 'active', include_deleted: true, include_spam: false },
    '/api/message/message/[id]/[unique_key]': { read: true, archived: false, lead: true },
    '/api/message/messages-list': { tab: 'active', limit: 10, page: 1 },
    '/api/navigation/navigation': {
      locale: 'en',
      header: [{ label: 'Home', href: '/', children: [{ label: 'Blog', href: '/blog' }] }],
      footer: { columns: [{ title: 'More', links: [{ label: 'FAQ', href: '/faq' }] }], contact: { email: 'a@example.com', phone: '1', address: 'x' }, social: [{ network: 'x', url: 'https://x.com/a' }] },
    },
    '/api/newsletter/confirm': { token: 'confirmation-token' },
    '/api/newsletter/subscribe': { email: 'reader@example.com', name: 'Reader', locale: 'en', website: '', altcha: 'eyJ9' },
    '/api/newsletter/unsubscribe/[unique_key]/[id]': { reason: 'other', reason_text: 'Because' },
    '/api/role/roles': roleBody,
    '/api/role/roles/[id]/[unique_key]': roleBody,
    '/api/seo/seo': { head: '<meta name="x" content="y">', body: '<div>x</div>' },
    '/api/seo/seo/[id]/[unique_key]': { head: '<meta name="x" content="y">', body: '<div>x</div>' },
    '/api/user/user': userBody,
    '/api/user/user/[id]/[unique_key]': userBody,
    '/api/user/user-change-status/[id]/[unique_key]': { status: 'active' },
    '/api/user/user-reset-password': { current_password: password, ...newPassword },
    '/api/user/users-list': { limit: 10, page: 1, search: 'a' },
    '/api/whatsapp/whatsapp-setting': { phone: '+55 11 99999-0000', message: 'Hello', button_color: '#25d366' },
  };
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  await rm(dataDir, { recursive: true, force: true });
});

/** Calls a route of the sweep by its folder pattern. */
async function callRoute(pattern: string, method: Method, url: string, init: { params?: Record<string, string>; body?: unknown; form?: FormData; token?: string } = {}) {
  const handler = routes.find((r) => r.pattern === pattern)?.handlers[method];
  if (!handler) throw new Error(`no ${method} ${pattern}`);
  const res = await handler(request(url, { method, body: init.body, form: init.form, token: init.token, ip: nextIp() }), { params: Promise.resolve(init.params ?? {}) });
  return { status: res.status, body: await res.json() };
}

describe('bad input is never a 500', () => {
  it('answers the reported cases: ids past the integer are 404 in a path and 422 in a query; NUL is 422', async () => {
    expect((await callRoute('/api/article/article/[id]', 'GET', '/api/article/article/2147483648', { params: { id: '2147483648' }, token: admin.token })).status).toBe(404);
    expect((await callRoute('/api/article/read/[id]', 'POST', '/api/article/read/99999999999', { params: { id: '99999999999' } })).status).toBe(404);
    const search = await callRoute('/api/article/search', 'GET', '/api/article/search?category=2147483648');
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual([{ field: 'category', message: expect.any(String) }]);
    const nulQuery = await callRoute('/api/article/search', 'GET', `/api/article/search?q=${encodeURIComponent(NUL)}`);
    expect(nulQuery).toEqual({ status: 422, body: expect.objectContaining({ errors: [{ field: 'q', message: en.Validation.invalidCharacter }] }) });
    const users = await callRoute('/api/user/users-list', 'POST', '/api/user/users-list', { body: { search: NUL }, token: admin.token });
    expect(users).toEqual({ status: 422, body: expect.objectContaining({ errors: [{ field: 'search', message: en.Validation.invalidCharacter }] }) });
    const contact = await callRoute('/api/contact/contact', 'POST', '/api/contact/contact', {
      body: { name: NUL, email: 'maria@example.com', company: 'Acme', subject: 'Hi', message: 'Hello' },
    });
    expect(contact).toEqual({ status: 422, body: expect.objectContaining({ errors: [{ field: 'name', message: en.Validation.invalidCharacter }] }) });
  });

  it('stores an upload whose file name holds a NUL, without it', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'pho\u0000to.png', { type: 'image/png' }));
    const res = await callRoute('/api/upload', 'POST', '/api/upload', { form, token: admin.token });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select({ name: files.originalName }).from(files).where(eq(files.id, res.body.data.id));
    expect(stored.name).toBe('photo.png');
  });

  it('finds the route handlers', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.pattern)).toContain('/api/contact/contact');
  });

  it('anonymous', async () => {
    expect(await sweep(routes)).toEqual([]);
  });

  // Hundreds of requests, more with each new route: about a minute on a loaded machine.
  it('as an administrator with a bearer token', async () => {
    expect(await sweep(routes, admin.token)).toEqual([]);
  }, 180_000);
});
