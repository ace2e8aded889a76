import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { auth } from '@/lib/auth/config';
import { requireRoute, requireUser } from '@/lib/auth/current-user';
import { resolveSession } from '@/lib/auth/sessions';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { adminHomePath, allGrants, type Grant } from '@/lib/auth/routes';
import { resetEnvCache } from '@/lib/env';
import { uploadGrants } from '@/lib/uploads/commands';
import { request, signedIn, signIn, type SignedIn } from '@/tests/support/api';
import { apiRouteFiles, filesUnder, loadApiRoutes, urlFor, type ApiRoute, type Method } from '@/tests/support/routes';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';
import { apiKeys } from '@/db/schema';
import { hashToken, randomToken } from '@/lib/auth/tokens';

// Every grant against every API route and every admin page, allowed and refused. One user per grant,
// whose only role holds that grant alone (plus one whose role holds none, and one per pair of grants
// that a route asks for together). The routes and pages are found on disk, so a new one without an
// entry in the tables below fails here. The admin pages have no path-to-grant function to ask: each
// page calls requireRoute(grant) (lib/auth/current-user.ts), so the test reads that call from the
// page's source and checks requireRoute's decision for every user; the proxy only sends a signed-in
// user to adminHomePath() (lib/auth/routes.ts), checked here to be a page they may open.

// The admin pages ask Auth.js for the session (the cookie); stand it in by the user under test.
// Everything else of lib/auth/config (Auth.js's own /api/nextauth handlers) stays real; Auth.js reads
// its secret when the module loads (instrumentation.ts sets it first in the app), so it is set here.
jest.mock('@/lib/auth/config', () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  return { ...jest.requireActual('@/lib/auth/config'), auth: jest.fn() };
});
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`);
  }),
}));
jest.mock('@/lib/blog/article-page', () =>
  jest.requireActual<typeof import('@/tests/support/uncached-article-page')>('@/tests/support/uncached-article-page').uncachedArticlePage(),
);

/**
 * Who may call a route: the grant that opens it, several (any one of them), `allOf` several held
 * together, 'own-account' (any signed-in user, on their own account: sign-out, sessions, password),
 * or 'public' (no session needed).
 */
type Access = Grant | readonly Grant[] | { allOf: readonly Grant[] } | 'own-account' | 'public';

// Keyed by the route's URL pattern (its folder under app/api). Ids in the paths are ones that exist
// nowhere, so a call that passes the check changes nothing. Another user's profile needs `users`
// (one's own is open to any signed-in user: tests/integration/users/profile.test.ts).
const apiAccess: Record<string, Partial<Record<Method, Access>>> = {
  '/api/article/article': { POST: 'compose' },
  '/api/article/article/[id]': { GET: 'list-of-articles' },
  '/api/article/article/[id]/[unique_key]': { PUT: 'compose', DELETE: 'list-of-articles' },
  '/api/article/article/[id]/[unique_key]/revisions': { GET: 'compose' },
  '/api/article/article/[id]/[unique_key]/revisions/[revisionId]': { GET: 'compose' },
  '/api/article/article/[id]/[unique_key]/revisions/[revisionId]/restore': { POST: 'compose' },
  '/api/article/article/[id]/[unique_key]/translations': { POST: 'compose' },
  '/api/article/article-change-status/[id]/[unique_key]': { PUT: 'list-of-articles' },
  '/api/article/articles-list': { POST: 'list-of-articles' },
  '/api/article/articles-bulk': { POST: 'list-of-articles' },
  '/api/article/read/[id]': { POST: 'public' },
  '/api/article/search': { GET: 'public' },
  '/api/api-key/api-key': { POST: 'api-keys' },
  '/api/api-key/api-key/[id]/[unique_key]': { DELETE: 'api-keys' },
  '/api/api-key/api-keys': { GET: 'api-keys' },
  '/api/audit/audit-log': { GET: 'audit-log' },
  '/api/audit/audit-log/[id]': { GET: 'audit-log' },
  '/api/auth/auth': { POST: 'public' },
  '/api/auth/auth/logout': { POST: 'own-account' },
  '/api/auth/auth/two-factor': { POST: 'public' },
  '/api/auth/first-access': { POST: 'own-account' },
  '/api/auth/reauth': { POST: 'own-account', DELETE: 'own-account' },
  '/api/auth/recover-password': { POST: 'public' },
  '/api/auth/reset-password/[id]/[token]': { POST: 'public' },
  '/api/auth/totp/disable': { POST: 'own-account' },
  '/api/auth/totp/enable': { POST: 'own-account' },
  '/api/auth/totp/setup': { POST: 'own-account' },
  '/api/auth/verify-code': { POST: 'public' },
  '/api/auth/verify-device': { POST: 'public' },
  '/api/auth/verify-device/resend': { POST: 'public' },
  '/api/calendar/calendar-list': { POST: 'list-of-articles' },
  '/api/category/categories-list': { POST: 'list-of-categories' },
  '/api/category/category': { POST: 'list-of-categories' },
  '/api/category/category/[id]': { GET: 'list-of-categories' },
  '/api/category/category/[id]/[unique_key]': { PUT: 'list-of-categories', DELETE: 'list-of-categories' },
  '/api/category/category-change-status/[id]/[unique_key]': { PUT: 'list-of-categories' },
  '/api/contact/challenge': { GET: 'public' },
  '/api/contact/contact': { POST: 'public' },
  '/api/files/[unique_key]': { GET: 'public' },
  '/api/media/media-list': { POST: 'media' },
  '/api/media/media/[id]/[unique_key]': { GET: 'media', PUT: 'media', DELETE: { allOf: ['media', 'settings'] } },
  '/api/media/media-file/[id]/[unique_key]': { PUT: 'media' },
  '/api/export/export.zip': { GET: 'roles' },
  '/api/faq/faq': { POST: 'faq' },
  '/api/faq/faq/[id]/[unique_key]': { GET: 'faq', PUT: 'faq', DELETE: 'faq' },
  '/api/faq/faq-move/[id]/[unique_key]': { PUT: 'faq' },
  '/api/faq/faqs-list': { POST: 'faq' },
  '/api/health': { GET: 'public' },
  // Imports (issue 34 §1): administrators only (they create users and write every kind of content).
  '/api/import/import': { POST: 'roles' },
  '/api/import/import/[id]': { GET: 'roles' },
  '/api/import/import/[id]/run': { POST: 'roles' },
  '/api/import/import/[id]/undo': { POST: 'roles' },
  '/api/import/imports-list': { POST: 'roles' },
  '/api/layout/layout-setting': { POST: 'layout-settings' },
  '/api/layout/layout-setting/latest': { GET: 'public' },
  '/api/lead/form-settings': { GET: 'list-leads', PUT: 'list-leads' },
  '/api/lead/lead/[id]/[unique_key]': { DELETE: 'list-leads' },
  '/api/lead/lead-change-status/[id]/[unique_key]': { PUT: 'list-leads' },
  '/api/lead/lead-classification/[id]/[unique_key]': { PUT: 'list-leads' },
  '/api/lead/lead-newsletter-status/[id]/[unique_key]': { PUT: 'list-leads' },
  '/api/lead/lead-not-spam/[id]/[unique_key]': { PUT: 'list-leads' },
  '/api/lead/lead-note/[id]/[unique_key]': { POST: 'list-leads' },
  '/api/lead/lead-owner/[id]/[unique_key]': { PUT: 'list-leads' },
  '/api/lead/lead-timeline/[id]/[unique_key]': { GET: 'list-leads' },
  '/api/lead/leads-export.csv': { GET: 'list-leads' },
  '/api/lead/leads-bulk': { POST: 'list-leads' },
  '/api/lead/leads-list': { POST: 'list-leads' },
  '/api/mail/outbox': { GET: 'outbox' },
  '/api/mail/outbox/[id]': { GET: 'outbox' },
  '/api/media/media-setting': { GET: 'settings', PUT: 'settings' },
  '/api/message/message/[id]/[unique_key]': { PUT: 'message-received', DELETE: 'message-received' },
  '/api/message/message-not-spam/[id]/[unique_key]': { PUT: 'message-received' },
  '/api/message/message-reply/[id]/[unique_key]': { POST: 'message-received' },
  '/api/message/messages-bulk': { POST: 'message-received' },
  '/api/message/messages-list': { POST: 'message-received' },
  '/api/navigation/navigation': { GET: 'public', PUT: 'layout-settings' },
  '/api/newsletter/confirm': { POST: 'public' },
  '/api/newsletter/subscribe': { POST: 'public' },
  '/api/newsletter/unsubscribe/[unique_key]/[id]': { GET: 'public', POST: 'public' },
  '/api/nextauth/[...nextauth]': { GET: 'public', POST: 'public' },
  '/api/og/article/[id]': { GET: 'public' },
  '/api/openapi.json': { GET: 'public' },
  '/api/ready': { GET: 'public' },
  '/api/page/page': { POST: 'pages' },
  '/api/page/page/[id]/[unique_key]': { GET: 'pages', PUT: 'pages', DELETE: 'pages' },
  '/api/page/page-change-status/[id]/[unique_key]': { PUT: 'pages' },
  '/api/page/page-draft/[id]/[unique_key]': { PUT: 'pages' },
  '/api/page/page-revision-restore/[id]/[unique_key]': { PUT: 'pages' },
  '/api/page/page-revisions/[id]/[unique_key]': { GET: 'pages' },
  '/api/page/page/[id]/[unique_key]/revisions/[revisionId]': { GET: 'pages' },
  '/api/page/pages-list': { POST: 'pages' },
  // Draft preview links: the edge lets in `compose` or `pages`; the command checks the draft itself.
  '/api/preview/preview-link': { POST: ['compose', 'pages'] },
  '/api/preview/preview-link/[id]': { DELETE: ['compose', 'pages'] },
  '/api/preview/preview-links': { GET: ['compose', 'pages'] },
  // Editors of articles (compose) or pages (pages); the command checks the kind's own grant.
  '/api/presence/heartbeat': { POST: ['compose', 'pages'] },
  '/api/report/dashboard': { GET: 'dashboard' },
  '/api/report/leads': { GET: 'dashboard' },
  // Roles are managed with `users` and `roles` together (lib/roles/queries.ts).
  '/api/role/roles': { GET: { allOf: ['users', 'roles'] }, POST: { allOf: ['users', 'roles'] } },
  '/api/role/roles/[id]/[unique_key]': { PUT: { allOf: ['users', 'roles'] }, DELETE: { allOf: ['users', 'roles'] } },
  '/api/consent/consent-record': { POST: 'public' },
  '/api/redirect/not-found-list': { POST: 'seo' },
  '/api/redirect/redirect': { POST: 'seo' },
  '/api/redirect/redirect/[id]/[unique_key]': { GET: 'seo', PUT: 'seo', DELETE: 'seo' },
  '/api/redirect/redirects-export': { GET: 'seo' },
  '/api/redirect/redirects-import': { POST: 'seo' },
  '/api/redirect/redirects-list': { POST: 'seo' },
  '/api/seo/public-seo': { GET: 'public' },
  '/api/seo/seo': { GET: 'seo', POST: 'seo' },
  '/api/seo/seo/[id]/[unique_key]': { PUT: 'seo', DELETE: 'seo' },
  '/api/settings/consent-records.csv': { GET: 'seo' },
  '/api/settings/consent-settings': { GET: 'seo', PUT: 'seo' },
  // Any screen that uploads images (lib/uploads/commands.ts).
  '/api/upload': { POST: uploadGrants },
  // The trash (issue 33 §4): any grant of a trashable kind; each kind is then checked on its own.
  '/api/trash/trash-list': { POST: ['list-of-articles', 'pages', 'faq', 'list-of-categories', 'media'] },
  '/api/trash/restore/[kind]/[id]/[unique_key]': { POST: ['list-of-articles', 'pages', 'faq', 'list-of-categories', 'media'] },
  '/api/user/sessions': { GET: 'own-account', DELETE: 'own-account' },
  '/api/user/sessions/[id]': { DELETE: 'own-account' },
  '/api/user/user': { POST: 'users' },
  '/api/user/user/[id]': { GET: 'users' },
  '/api/user/user/[id]/[unique_key]': { PUT: 'users', DELETE: 'users' },
  '/api/user/user/data-user-router-public/[unique_key]/[id]': { GET: 'public' },
  '/api/user/user/recent-updated-users/[count]': { GET: 'public' },
  '/api/user/user/user-active-routes/[id]/[flag]': { GET: 'users' },
  '/api/user/user-change-status/[id]/[unique_key]': { PUT: 'users' },
  '/api/user/user-reset-password': { PUT: 'own-account' },
  '/api/user/user-two-factor-reset/[id]/[unique_key]': { POST: 'users' },
  '/api/user/users-bulk': { POST: 'users' },
  '/api/user/users-list': { POST: 'users' },
  '/api/webhook/webhook': { POST: 'webhooks' },
  '/api/webhook/webhook/[id]/[unique_key]': { PUT: 'webhooks', DELETE: 'webhooks' },
  '/api/webhook/webhook/[id]/[unique_key]/deliveries': { GET: 'webhooks' },
  '/api/webhook/webhook/[id]/[unique_key]/deliveries/[delivery_id]/redeliver': { POST: 'webhooks' },
  '/api/webhook/webhook/[id]/[unique_key]/rotate-secret': { POST: 'webhooks' },
  '/api/webhook/webhook/[id]/[unique_key]/test': { POST: 'webhooks' },
  '/api/webhook/webhooks': { GET: 'webhooks' },
  '/api/whatsapp/whatsapp-setting': { GET: 'public', PUT: 'settings-whatsapp' },
};

/**
 * Calls that end the caller's session, or its sudo mode (the sudo-mode routes would answer 403 after
 * it): each runs on a session of its own.
 */
const endsSession = new Set(['POST /api/auth/auth/logout', 'DELETE /api/auth/reauth']);

// Keyed by the page folder under app/[locale]/(staff)/admin: the grant its pages pass to requireRoute.
const pageGrants: Record<string, Grant> = {
  'api-keys': 'api-keys',
  'audit-log': 'audit-log',
  calendar: 'list-of-articles',
  compose: 'compose',
  dashboard: 'dashboard',
  // The full export (issue 34 §2): administrators.
  export: 'roles',
  faq: 'faq',
  // Imports (issue 34 §1): administrators.
  import: 'roles',
  'layout-settings': 'layout-settings',
  'list-leads': 'list-leads',
  'list-of-articles': 'list-of-articles',
  'list-of-categories': 'list-of-categories',
  media: 'media',
  'message-received': 'message-received',
  // The header menu and footer: the same grant as the layout.
  navigation: 'layout-settings',
  outbox: 'outbox',
  pages: 'pages',
  preview: 'compose',
  redirects: 'seo',
  seo: 'seo',
  settings: 'settings',
  'settings-profile': 'settings-profile',
  'settings-whatsapp': 'settings-whatsapp',
  users: 'users',
  webhooks: 'webhooks',
};

const adminRoot = path.join(process.cwd(), 'app', '[locale]', '(staff)', 'admin');
// Page folders open to every signed-in user (no grant): their pages call requireUser() instead. The
// trash (issue 33 §4) then sends to /error-forbidden whoever may see none of its kinds (any of several grants).
const signedInPages = ['api-docs', 'trash'];
// A folder whose name starts with _ is private to Next (no route): app/…/admin/_lib holds page helpers.
const pageFolders = readdirSync(adminRoot)
  .filter((entry) => !entry.startsWith('_') && statSync(path.join(adminRoot, entry)).isDirectory())
  .sort();

// Harmless values for the dynamic segments: records that do not exist, and the one flag the route accepts.
const segmentValue: Record<string, string | string[]> = {
  flag: '1',
  unique_key: '00000000-0000-4000-8000-000000000000',
  uniqueKey: '00000000-0000-4000-8000-000000000000',
  token: 'not-a-token',
  nextauth: ['session'],
};
// Bodies: an empty object, except where the route reads its body before the grant is checked.
const bodies: Record<string, unknown> = {
  // The role routes validate the body before the commands check the `roles` capability.
  '/api/role/roles': { name: 'matrix-role', title: 'Matrix', active_routes: ['users'] },
  '/api/role/roles/[id]/[unique_key]': { title: 'Matrix', active_routes: ['users'] },
};

function call(route: ApiRoute, method: Method, token?: string): Promise<Response> {
  const values = Object.fromEntries(route.segments.map((name) => [name, segmentValue[name] ?? '999999']));
  const url = urlFor(route.pattern, values);
  // An upload is read as multipart before the grants are checked: send an empty form.
  const body =
    route.pattern === '/api/upload' ? { form: new FormData() } : method === 'GET' ? {} : { body: bodies[route.pattern] ?? {} };
  const handler = route.handlers[method];
  if (!handler) throw new Error(`no ${method} ${route.pattern}`);
  return handler(request(url, { method, token, ...body }), { params: Promise.resolve(values) });
}

/** The users under test: one per grant holding it alone, one holding none, and the pairs that `allOf` asks for. */
const pairs = Object.values(apiAccess).flatMap((byMethod) =>
  Object.values(byMethod).flatMap((access) => (typeof access === 'object' && 'allOf' in access ? [access.allOf] : [])),
);
const holders: Record<string, readonly Grant[]> = {
  ...Object.fromEntries(allGrants.map((grant) => [grant, [grant]])),
  none: [],
  ...Object.fromEntries(pairs.map((grants) => [grants.join('+'), grants])),
};

function allows(access: Access, held: readonly Grant[]): boolean {
  if (access === 'public' || access === 'own-account') return true;
  if (typeof access === 'string') return held.includes(access);
  if ('allOf' in access) return access.allOf.every((g) => held.includes(g));
  return access.some((g) => held.includes(g));
}

/** What the caller met: the grant check's 403, the missing session's 401, an answer past both, or a failure. */
const outcome = (status: number) => (status >= 500 ? `failed ${status}` : status === 403 ? 'refused' : status === 401 ? 'unauthenticated' : 'allowed');

let t: TestDb;
const users: Record<string, SignedIn> = {};
/** An API key per holder, holding the holder's grants, made by a user holding every grant. */
const keys: Record<string, string> = {};

beforeAll(async () => {
  process.env.SITE_URL = 'http://localhost';
  delete process.env.STAFF_DEVICE_VERIFICATION;
  resetEnvCache();
  t = await createTestDb();
  for (const [index, [holder, grants]] of Object.entries(holders).entries()) {
    const role = `only-${holder}`;
    await createRole(t.db, role, [...grants]);
    users[holder] = await signedIn(t.db, role, `holder-${index}@example.com`);
  }
  await createRole(t.db, 'all-grants', [...allGrants]);
  const creator = await signedIn(t.db, 'all-grants', 'key-creator@example.com');
  for (const [holder, grants] of Object.entries(holders)) {
    keys[holder] = `vk_${randomToken()}`;
    await t.db.insert(apiKeys).values({
      uniqueKey: randomUUID(),
      name: `key of ${holder}`,
      tokenHash: hashToken(keys[holder]),
      tokenPrefix: keys[holder].slice(0, 9),
      grants: [...grants],
      createdBy: creator.id,
    });
  }
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
});

describe('API routes', () => {
  const cases = apiRouteFiles().flatMap(({ pattern }) =>
    (Object.entries(apiAccess[pattern] ?? {}) as [Method, Access][]).map(([method, access]) => ({ name: `${method} ${pattern}`, pattern, method, access })),
  );
  let routes: Record<string, ApiRoute>;
  beforeAll(async () => {
    routes = Object.fromEntries((await loadApiRoutes()).map((route) => [route.pattern, route]));
  });
  const status = async (pattern: string, method: Method, token?: string) => (await call(routes[pattern], method, token)).status;

  test('every route file on disk has an entry for each method it exports, and nothing else', () => {
    const onDisk = Object.fromEntries(Object.values(routes).map((route) => [route.pattern, Object.keys(route.handlers).sort()]));
    const listed = Object.fromEntries(Object.entries(apiAccess).map(([pattern, access]) => [pattern, Object.keys(access).sort()]));
    expect(onDisk).toEqual(listed);
  });

  test.each(cases.filter((c) => c.access !== 'public'))('$name: 401 without a session', async ({ pattern, method }) => {
    expect(await status(pattern, method)).toBe(401);
  });

  test.each(cases.filter((c) => c.access === 'public'))('$name: public, answers without a session', async ({ pattern, method }) => {
    expect(outcome(await status(pattern, method))).toBe('allowed');
  });

  test.each(cases.filter((c) => c.access !== 'public'))('$name: allowed exactly to the holders of its grant', async ({ name, pattern, method, access }) => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const [holder, grants] of Object.entries(holders)) {
      const token = endsSession.has(name) ? (await signIn(users[holder].email)).token : users[holder].token;
      actual[holder] = outcome(await status(pattern, method, token));
      expected[holder] = allows(access, grants) ? 'allowed' : 'refused';
    }
    expect(actual).toEqual(expected);
  });

  // An API key (issue 19) opens the same routes as a person holding its grants, except a person's own
  // account (sessions, password, sign-out, first access) and every key route (create, list, revoke).
  test.each(cases.filter((c) => c.access !== 'public'))('$name: allowed exactly to the API keys holding its grant', async ({ pattern, method, access }) => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const [holder, grants] of Object.entries(holders)) {
      actual[holder] = outcome(await status(pattern, method, keys[holder]));
      const keyAllowed = access !== 'own-account' && !pattern.startsWith('/api/api-key/') && allows(access, grants);
      expected[holder] = keyAllowed ? 'allowed' : 'refused';
    }
    expect(actual).toEqual(expected);
  });
});

describe('admin pages', () => {
  test('every page folder has an entry, and each of its pages checks that grant with requireRoute()', () => {
    expect(pageFolders).toEqual([...Object.keys(pageGrants), ...signedInPages].sort());
    for (const folder of pageFolders) {
      if (signedInPages.includes(folder)) {
        for (const page of filesUnder(path.join(adminRoot, folder), /^page\.tsx$/)) {
          const source = readFileSync(page, 'utf8');
          expect({ page: path.relative(adminRoot, page), requireUser: /requireUser\(\)/.test(source), requireRoute: /requireRoute\(/.test(source) }).toEqual({
            page: path.relative(adminRoot, page),
            requireUser: true,
            requireRoute: false,
          });
        }
        continue;
      }
      for (const page of filesUnder(path.join(adminRoot, folder), /^page\.tsx$/)) {
        const checks = [...readFileSync(page, 'utf8').matchAll(/requireRoute\('([\w-]+)'\)/g)].map((m) => m[1]);
        expect({ page: path.relative(adminRoot, page), checks }).toEqual({ page: path.relative(adminRoot, page), checks: [pageGrants[folder]] });
      }
    }
  });

  // Landing pages are the pages named after a grant: the admin routes' pages, and those of the
  // capabilities that have one (outbox, audit-log, api-keys). Only a holder of none of them is forbidden.
  test.each(Object.keys(holders))('%s: sign-in, the proxy and /admin send them to a page they may open', (holder) => {
    const home = adminHomePath(holders[holder]);
    const landings = Object.entries(pageGrants)
      .filter(([folder, grant]) => folder === grant && holders[holder].includes(grant))
      .map(([folder]) => `/admin/${folder}`);
    if (landings.length === 0) expect(home).toBe('/error-forbidden');
    else expect(landings).toContain(home);
  });

  test.each(Object.entries(pageGrants).map(([folder, grant]) => ({ folder, grant })))(
    '/admin/$folder opens for the holders of $grant only',
    async ({ grant }) => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const [holder, grants] of Object.entries(holders)) {
        const lookup = await resolveSession(users[holder].token);
        if (lookup.state !== 'valid') throw new Error(`no session for ${holder}`);
        (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
        actual[holder] = await requireRoute(grant).then(
          (user) => (user.id === users[holder].id ? 'opens' : 'someone else'),
          (error: Error) => error.message,
        );
        expected[holder] = grants.includes(grant) ? 'opens' : 'REDIRECT /error-forbidden';
      }
      expect(actual).toEqual(expected);
    },
  );

  test.each(signedInPages)('/admin/%s opens for every signed-in user', async () => {
    const actual: Record<string, string> = {};
    for (const holder of Object.keys(holders)) {
      const lookup = await resolveSession(users[holder].token);
      if (lookup.state !== 'valid') throw new Error(`no session for ${holder}`);
      (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
      actual[holder] = await requireUser().then(
        (user) => (user.id === users[holder].id ? 'opens' : 'someone else'),
        (error: Error) => error.message,
      );
    }
    expect(actual).toEqual(Object.fromEntries(Object.keys(holders).map((holder) => [holder, 'opens'])));
  });
});
