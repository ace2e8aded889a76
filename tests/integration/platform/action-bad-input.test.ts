import { invoke } from '@/tests/support/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { categories, leads, messages, roles, seoSettings } from '@/db/schema';
import { isServerAction } from '@/lib/api/server-action';
import { articleOperations } from '@/lib/articles/operations';
import { auth } from '@/lib/auth/config';
import { resolveSession } from '@/lib/auth/sessions';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { submitContact } from '@/lib/contact/commands';
import { contactInputSchema } from '@/lib/contact/schema';
import { resetEnvCache } from '@/lib/env';
import { logger } from '@/lib/logger';
import en from '@/messages/en.json';
import { filesUnder } from '@/tests/support/routes';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { password, signedIn } from '@/tests/support/users-api';
import { createUser } from '@/tests/support/users';
import { createWebhook } from '@/lib/webhooks/commands';
import { pageOperations } from '@/lib/pages/operations';

/*
 * Bad input is never a 500, for the server actions too (the page sweep is tests/e2e/fuzz-pages.spec.ts).
 * Every module under lib/ that starts with 'use server' is found on disk and every export is checked
 * to be built with serverAction or serverFormAction (lib/api/server-action.ts), the one door that refuses a NUL anywhere
 * in the arguments. Then each action is called, as the administrator, with its arguments (named in
 * its source: id, uniqueKey, input, formData …) filled with plain values and one at a time replaced
 * by bad ones: a NUL must come back as the 422 refusal naming the field (and never reach the
 * database), anything else as a refusal or a success, never a throw or a logged unexpected failure.
 */

jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('next/headers', () => ({
  headers: jest.fn(async () => new Headers({ 'user-agent': 'jest', 'x-vitrine-client-ip': '10.9.8.7' })),
  cookies: jest.fn(async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined })),
}));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw Object.assign(new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`), { digest: 'NEXT_REDIRECT' });
  }),
  getPathname: jest.fn(({ href }: { href: string | { pathname: string } }) => (typeof href === 'string' ? href : href.pathname)),
}));
// Cache expiry needs Next's request scope; nothing to expire here.
jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));

const LIB = path.join(process.cwd(), 'lib');
const HOOK_URL = 'http://127.0.0.1:9/hook';
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);
const nested = (depth: number): unknown => {
  let value: unknown = 'end';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
/** Bad values for any argument or field, NUL aside. */
const BAD_VALUES: unknown[] = [2147483648, 99999999999, -1, 0, Infinity, NaN, 1.5, 'abc', '', LONG, null, undefined, true, {}, [], [2147483648], { a: { b: [1] } }, nested(100), new Date(NaN)];
/** Fewer for each field of an object or form (there are many fields). */
const BAD_FIELD_VALUES: unknown[] = [2147483648, -1, Infinity, 'abc', '', LONG, null, {}, [2147483648], true];

interface ActionModule {
  file: string;
  /** Each export's parameters, as named in the source. */
  actions: { name: string; params: string[]; fn: (...args: unknown[]) => Promise<unknown> }[];
  /** Names exported by the module (every one must be a server action). */
  exports: string[];
}

/** The parameters of `export const name = serverAction(async (a: A, b: B) => …` (or serverFormAction), by name. */
function paramsOf(source: string, name: string): string[] {
  // A derived action (lib/api/operation-action.ts) is called with the path's parameters and the body.
  if (new RegExp(`export const ${name} = operationAction(?:WithData)?\\(`).test(source)) return ['params', 'input'];
  const start = source.search(new RegExp(`export const ${name} = server(?:Form)?Action\\(async \\(`));
  if (start < 0) return [];
  let depth = 0;
  let text = '';
  for (let i = source.indexOf('(async (', start) + '(async ('.length; i < source.length; i++) {
    const c = source[i];
    if (c === ')' && depth === 0) break;
    if ('({<['.includes(c)) depth++;
    if (')}>]'.includes(c)) depth--;
    text += c;
  }
  const names: string[] = [];
  depth = 0;
  let current = '';
  for (const c of text) {
    if ('({<['.includes(c)) depth++;
    if (')}>]'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += c;
  }
  if (current.trim()) names.push(current);
  return names.map((p) => p.split(':')[0].trim()).filter(Boolean);
}

async function loadActionModules(): Promise<ActionModule[]> {
  const files = filesUnder(LIB, /\.tsx?$/).filter((f) => /^\s*['"]use server['"]/.test(readFileSync(f, 'utf8')));
  const out: ActionModule[] = [];
  for (const file of files.sort()) {
    const source = readFileSync(file, 'utf8');
    const mod = (await import(file)) as Record<string, unknown>;
    const exportNames = Object.keys(mod).filter((k) => k !== '__esModule');
    out.push({
      file: path.relative(process.cwd(), file),
      exports: exportNames,
      actions: exportNames
        .filter((name) => typeof mod[name] === 'function')
        .map((name) => ({ name, params: paramsOf(source, name), fn: mod[name] as (...args: unknown[]) => Promise<unknown> })),
    });
  }
  return out;
}

let t: TestDb;
let modules: ActionModule[];
/** The id and unique key an action of each domain addresses (its module's folder under lib/). */
let keys: Record<string, { id: number; uniqueKey: string }>;
/** A valid input object per action (or per domain), so a bad field is judged past the others. */
let inputs: Record<string, Record<string, unknown>>;

const FORM_FIELDS: Record<string, string> = {
  email: 'nobody@example.com',
  password: 'Wrong-password-1',
  password_confirmation: 'Wrong-password-1',
  remember: 'on',
  callbackUrl: '/admin/dashboard',
  name: 'Maria',
  company: 'Acme',
  subject: 'Hi',
  message: 'Hello',
  phone: '+55 11 4000-0000',
  website: '',
  token: 'token',
  key: 'key',
  id: '1',
  code: '123456',
  challenge: 'challenge',
  reason: 'other',
  reason_text: 'Because',
};

const formOf = (fields: Record<string, unknown>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  return form;
};

/** A plain value for a parameter, by its name, for an action of `domain` (its folder under lib/). */
function plainArg(param: string, domain: string, action: string): unknown {
  const key = keys[domain] ?? keys.categories;
  switch (param) {
    case '_prev':
      return { ok: false, message: '' };
    case 'formData':
      return formOf(FORM_FIELDS);
    case 'params':
      return key;
    case 'id':
      return key.id;
    case 'uniqueKey':
      return key.uniqueKey;
    case 'input':
    case 'change':
      return inputs[action] ?? inputs[domain] ?? {};
    case 'status':
      return 'active';
    case 'classification':
      return 'hot';
    case 'featured':
    case 'active':
    case 'detach':
      return false;
    case 'email':
      return 'nobody@example.com';
    case 'code':
      return '123456';
    case 'challenge':
      return 'challenge';
    case 'sessionId':
    case 'deliveryId':
      return 1;
    default:
      return 'x';
  }
}

/** The argument lists of one action: each argument, and each field of an object or form, made bad in turn. */
function* argumentLists(params: string[], plain: unknown[], bad: unknown[], badFields: unknown[]): Generator<{ label: string; args: unknown[] }> {
  for (let i = 0; i < params.length; i++) {
    for (const value of bad) yield { label: `${params[i]}=${String(value).slice(0, 16)}`, args: plain.map((p, j) => (j === i ? value : p)) };
    const base = plain[i];
    if (base instanceof FormData) {
      // A form carries text only.
      for (const field of base.keys()) {
        for (const value of badFields.filter((v): v is string => typeof v === 'string')) {
          const form = formOf(Object.fromEntries(base.entries()));
          form.set(field, value);
          yield { label: `${params[i]}.${field}=${String(value).slice(0, 16)}`, args: plain.map((p, j) => (j === i ? form : p)) };
        }
      }
    } else if (base !== null && typeof base === 'object' && !Array.isArray(base)) {
      for (const field of Object.keys(base)) {
        for (const value of badFields) yield { label: `${params[i]}.${field}=${String(value).slice(0, 16)}`, args: plain.map((p, j) => (j === i ? { ...base, [field]: value } : p)) };
      }
    }
  }
}

/** Control flow of Next (redirect, notFound) is how some actions end: not a failure. */
const isControlFlow = (error: unknown) => typeof (error as { digest?: unknown })?.digest === 'string' && /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK)/.test((error as { digest: string }).digest);

let loggedErrors: string[];

async function callAll(check: (result: unknown, label: string) => string | null, bad: unknown[], badFields = bad): Promise<{ failures: string[]; calls: number; actions: number }> {
  const failures: string[] = [];
  let calls = 0;
  let actions = 0;
  // lib/<domain>/… or lib/api/actions/<domain>.ts
  const domainOf = (file: string) => (file.startsWith('lib/api/actions/') ? path.basename(file, path.extname(file)) : file.split('/')[1]);
  const all = modules.flatMap((m) => m.actions.map((a) => ({ ...a, domain: domainOf(m.file) })));
  // Sign-out last: it ends the administrator's session.
  all.sort((a, b) => Number(a.name === 'logoutAction') - Number(b.name === 'logoutAction'));
  for (const action of all) {
    if (action.params.length === 0) continue;
    actions++;
    const plain = action.params.map((p) => plainArg(p, action.domain, action.name));
    for (const { label, args } of argumentLists(action.params, plain, bad, badFields)) {
      calls++;
      loggedErrors = [];
      await resetLoginThrottle();
      const where = `${action.name}(${label})`;
      try {
        const result = await action.fn(...args);
        const why = check(result, where);
        if (why) failures.push(`${where}: ${why}`);
      } catch (error) {
        if (!isControlFlow(error)) failures.push(`${where}: threw ${String(error).slice(0, 200)}`);
      }
      if (loggedErrors.length) failures.push(`${where}: unexpected failure logged: ${loggedErrors[0].slice(0, 200)}`);
    }
  }
  return { failures, calls, actions };
}

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  process.env.SITE_URL = 'https://vitrine.test';
  delete process.env.STAFF_DEVICE_VERIFICATION;
  // The endpoint is an address literal: no name to resolve.
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  resetEnvCache();
  t = await createTestDb();
  modules = await loadActionModules();

  const admin = await signedIn(t.db, 'admin');
  const lookup = await resolveSession(admin.token);
  if (lookup.state !== 'valid') throw new Error('no admin session');
  const actor = lookup.user;
  (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: actor });

  const other = await createUser(t.db, { email: 'other@example.com', password, role: 'operational' });
  const category = await invoke(categoryOperations.create, actor, { input: { name: 'ERP', description: 'Systems', text_color: '#ffffff', background_color: '#1e3a8a' } });
  const article = await invoke(articleOperations.create, actor, { input: { title: 'Hello', content: '<p>World</p>', categories: [category.id], image: '/a.png', status: 'draft' } });
  await submitContact(contactInputSchema.parse({ name: 'Maria', email: 'maria@example.com', company: 'Acme', subject: 'Hi', message: 'Hello', website: '' }), { ip: '10.1.1.1', locale: 'en' });
  const [lead] = await t.db.select({ id: leads.id, uniqueKey: leads.uniqueKey }).from(leads);
  const [message] = await t.db.select({ id: messages.id, uniqueKey: messages.uniqueKey }).from(messages);
  const [role] = await t.db.select({ id: roles.id, uniqueKey: roles.uniqueKey }).from(roles).where(eq(roles.name, 'operational'));
  const [seo] = await t.db.insert(seoSettings).values({ uniqueKey: 'seo-1', head: '<meta name="a" content="b">' }).returning({ id: seoSettings.id, uniqueKey: seoSettings.uniqueKey });
  const webhook = await createWebhook(actor, { url: HOOK_URL, events: ['article.published'] });
  const [cat] = await t.db.select({ id: categories.id, uniqueKey: categories.uniqueKey }).from(categories);
  const page = await invoke(pageOperations.create, actor, { input: { title: 'Hello', slug: 'hello-sweep', blocks: [{ type: 'hero', title: 'Hi' }] } });
  keys = {
    articles: { id: article.id, uniqueKey: (article as unknown as { uniqueKey?: string; unique_key?: string }).uniqueKey ?? (article as unknown as { unique_key: string }).unique_key },
    categories: cat,
    leads: lead,
    messages: message,
    roles: role,
    settings: seo,
    users: { id: other.id, uniqueKey: other.uniqueKey },
    webhooks: { id: webhook.id, uniqueKey: webhook.uniqueKey },
    'api-keys': { id: 1, uniqueKey: 'missing' },
    pages: { id: page.id, uniqueKey: page.uniqueKey },
  };
  inputs = {
    'api-keys': { name: 'Integration', grants: ['dashboard'], expires_at: '2999-01-01T00:00:00Z' },
    categories: { name: 'CRM', description: 'Customers', image: '', text_color: '#ffffff', background_color: '#000000' },
    messages: { read: true },
    roles: { name: 'editors', title: 'Editors', active_routes: ['dashboard', 'compose'] },
    saveWhatsappSettingAction: { phone: '+55 11 99999-0000', message: 'Hello', button_color: '#25d366' },
    createSeoSettingAction: { head: '<meta name="x" content="y">', body: '<div>x</div>' },
    updateSeoSettingAction: { head: '<meta name="x" content="y">', body: '<div>x</div>' },
    saveLayoutSettingAction: { current_version: 'v2', company_name: 'Acme', logo_v1: '/a.png', logo_v2: '/b.png' },
    saveNavigationAction: {
      locale: 'en',
      header: [{ label: 'Home', href: '/', children: [{ label: 'Blog', href: '/blog' }] }],
      footer: { columns: [{ title: 'More', links: [{ label: 'FAQ', href: '/faq' }] }], contact: { email: 'a@example.com', phone: '1', address: 'x' }, social: [{ network: 'x', url: 'https://x.com/a' }] },
    },
    users: { name: 'Ana', last_name: 'Silva', email: 'ana@example.com', position: 'manager', permission: 'operational', gender: 'female', phone: '+55 11 99999-0000' },
    updateOwnProfileAction: { name: 'Ana', last_name: 'Silva', phone: '+55 11 99999-0000' },
    changeOwnPasswordAction: { current_password: 'Wrong-password-1', password: 'New-Password-123', password_confirmation: 'New-Password-123' },
    disableTotpAction: { password: 'Wrong-password-1', code: '123456' },
    webhooks: { url: HOOK_URL, events: ['article.published'] },
    pages: { title: 'Hello', slug: 'hello-sweep', blocks: [{ type: 'hero', title: 'Hi' }], is_home: false },
    changePageStatusAction: { status: 'published' },
    savePageDraftAction: { title: 'Draft', blocks: [] },
    restorePageRevisionAction: { revision_id: 1 },
  };
  jest.spyOn(logger, 'error').mockImplementation(((...args: unknown[]) => {
    loggedErrors.push(args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a, (_k, v) => (v instanceof Error ? v.message : v)))).join(' '));
  }) as typeof logger.error);
});
afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  resetEnvCache();
  await resetLoginThrottle();
  await t.close();
});

describe('server actions: bad input is never a 500', () => {
  it('finds every action module, and every export goes through serverAction', () => {
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const unguarded = modules.flatMap((m) => m.exports.filter((name) => !isServerAction(m.actions.find((a) => a.name === name)?.fn)).map((name) => `${m.file}: ${name}`));
    expect(unguarded).toEqual([]);
    // The sweep reads each action's parameters from its source: none is left without them but those that take none.
    const actions = modules.flatMap((m) => m.actions);
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.filter((a) => a.params.length === 0 && a.fn.length > 0).map((a) => a.name)).toEqual([]);
  });

  it('refuses a NUL anywhere in the arguments with the field, before the action runs', async () => {
    const invalid = en.Validation.invalidCharacter;
    const { failures, calls, actions } = await callAll((result, where) => {
      const r = result as { ok?: boolean; message?: string; fieldErrors?: Record<string, string> };
      if (r?.ok !== false) return `not refused: ${JSON.stringify(r).slice(0, 160)}`;
      const named = Object.values(r.fieldErrors ?? {}).includes(invalid);
      // A list's toast says only "Action failed" (refusal: 'generic'); a form's action sent no form is a 400.
      const notAForm = where.includes('(formData=') && r.message === en.Errors.badRequest;
      if (!named && !notAForm && r.message !== en.Errors.actionFailed) return `refused without the field: ${JSON.stringify(r).slice(0, 160)}`;
      return null;
    }, [NUL, { [`na${'\u0000'}me`]: 1 }, [NUL], new Map([['k', NUL]]), new Set([NUL]), new File(['x'], 'a\u0000.png')]);
    console.log(`server actions, NUL: ${actions} actions, ${calls} calls`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers any other bad value as a refusal or a success, never a throw', async () => {
    const { failures, calls, actions } = await callAll(() => null, BAD_VALUES, BAD_FIELD_VALUES);
    console.log(`server actions, bad values: ${actions} actions, ${calls} calls`);
    expect(failures).toEqual([]);
  }, 300_000);
});
