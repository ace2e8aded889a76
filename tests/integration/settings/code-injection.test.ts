import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { POST as seoPost } from '@/app/api/seo/seo/route';
import { DELETE as seoDelete, PUT as seoPut } from '@/app/api/seo/seo/[id]/[unique_key]/route';
import { apiKeys, auditLog, roles, seoSettings, sessions } from '@/db/schema';
import { auth } from '@/lib/auth/config';
import { resolveSession } from '@/lib/auth/sessions';
import { SUDO_WINDOW_MS } from '@/lib/auth/sudo';
import { hashToken, randomToken } from '@/lib/auth/tokens';
import { createSeoSettingAction, deleteSeoSettingAction } from '@/lib/api/actions/settings';
import en from '@/messages/en.json';
import pt from '@/messages/pt-BR.json';
import { noParams, params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';

// Issue 28: executable code in the SEO entries (scripts, body markup, event handlers, script URLs)
// needs the `code-injection` grant, which only the admin role holds; `seo` alone keeps meta, link,
// style and noscript. A change touching code also needs a password proven within the sudo window.

// The server actions ask Auth.js for the session; stand it in by the user under test (the API calls
// below send bearer tokens and never ask it).
jest.mock('@/lib/auth/config', () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  return { ...jest.requireActual('@/lib/auth/config'), auth: jest.fn() };
});
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'pt-BR') }));

const t = setUpTestDb({ env: { SITE_URL: 'https://vitrine.test', STAFF_DEVICE_VERIFICATION: undefined }, throttle: true });

const script = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>';
const meta = '<meta name="google-site-verification" content="abc123">';

const post = (body: unknown, token: string) => seoPost(request('/api/seo/seo', { method: 'POST', body, token }), noParams);
const keyOf = (entry: { id: number; uniqueKey: string }) => params({ id: String(entry.id), unique_key: entry.uniqueKey });
const put = (entry: { id: number; uniqueKey: string }, body: unknown, token: string) =>
  seoPut(request(`/api/seo/seo/${entry.id}/${entry.uniqueKey}`, { method: 'PUT', body, token }), keyOf(entry));
const del = (entry: { id: number; uniqueKey: string }, token: string) =>
  seoDelete(request(`/api/seo/seo/${entry.id}/${entry.uniqueKey}`, { method: 'DELETE', token }), keyOf(entry));

const entries = () => t.db.select({ id: seoSettings.id, head: seoSettings.head, body: seoSettings.body }).from(seoSettings).orderBy(asc(seoSettings.id));
const seoAudit = () => t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'seo_setting'));

/** An entry as an administrator left it. */
async function existing(head: string | null, body: string | null = null) {
  const [row] = await t.db.insert(seoSettings).values({ uniqueKey: randomUUID(), head, body }).returning({ id: seoSettings.id, uniqueKey: seoSettings.uniqueKey });
  return row;
}

/** A person whose only role holds `seo`. */
async function seoEditor(): Promise<SignedIn> {
  await createRole(t.db, 'seo-editor', ['seo']);
  return signedIn(t.db, 'seo-editor');
}

/** Makes the session's last password proof older than the sudo window. */
async function staleProof(who: SignedIn) {
  await t.db.update(sessions).set({ reauthenticatedAt: new Date(Date.now() - SUDO_WINDOW_MS - 60_000) }).where(eq(sessions.userId, who.id));
}

async function expectRefused(res: Response, errorCode: string, message: string) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ error: true, errorCode, message });
}


describe('a holder of seo alone', () => {
  it('is refused a script in head (403 CODE_INJECTION_FORBIDDEN), and nothing is written', async () => {
    const editor = await seoEditor();
    await existing(meta);
    const before = await entries();
    await expectRefused(await post({ head: script }, editor.token), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    expect(await entries()).toEqual(before);
    expect(await seoAudit()).toEqual([]);
  });

  it.each([
    ['anything in body', { body: '<p>Olá</p>' }],
    ['an onload attribute', { head: '<link rel="preload" href="/a.css" as="style" onload="this.rel=\'stylesheet\'">' }],
    ['a javascript: href in a link', { head: '<link rel="stylesheet" href="java&#x73;cript:alert(1)">' }],
    ['a handler inside noscript', { head: '<noscript><img src="x"/onerror=alert(1)></noscript>' }],
    ['markup leaving a style', { head: '<style></style/><img src=x onerror=alert(1)></style>' }],
    ['a meta with a script beside it', { head: `${meta}\n${script}` }],
  ])('is refused %s', async (_label, body) => {
    const editor = await seoEditor();
    await expectRefused(await post(body, editor.token), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    expect(await entries()).toEqual([]);
  });

  it('saves meta, link, style and noscript entries (201)', async () => {
    const editor = await seoEditor();
    const res = await post({ head: meta }, editor.token);
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ head: meta, body: null, updated_by: editor.id });
    const styled = '<link rel="stylesheet" href="https://fonts.example.com/a.css"><style>.a{color:#123}</style><noscript><link rel="stylesheet" href="/no-js.css"></noscript>';
    expect((await post({ head: styled }, editor.token)).status).toBe(201);
    expect((await entries()).map((e) => e.head)).toEqual([meta, styled]);
  });

  it('edits and deletes a meta entry, but cannot turn it into a script', async () => {
    const editor = await seoEditor();
    const entry = await existing(meta);
    await expectRefused(await put(entry, { head: script }, editor.token), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    expect((await entries())[0].head).toBe(meta);
    const other = '<meta name="robots" content="index,follow">';
    expect((await put(entry, { head: other }, editor.token)).status).toBe(200);
    expect((await del(entry, editor.token)).status).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it("can neither change nor delete an administrator's script entry, even to remove the script", async () => {
    const editor = await seoEditor();
    const entry = await existing(`${meta}${script}`, '<noscript>x</noscript>');
    const before = await entries();
    await expectRefused(await put(entry, { head: meta }, editor.token), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    await expectRefused(await del(entry, editor.token), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    expect(await entries()).toEqual(before);
    expect(await seoAudit()).toEqual([]);
  });

  it('gets the refusal in their language from the SEO screen (server action)', async () => {
    const editor = await seoEditor();
    const lookup = await resolveSession(editor.token);
    if (lookup.state !== 'valid') throw new Error('no session');
    (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
    expect(await createSeoSettingAction({}, { head: script, body: '' })).toMatchObject({ ok: false, errorCode: 'CODE_INJECTION_FORBIDDEN', message: pt.Errors.codeInjectionForbidden });
    const entry = await existing(script);
    expect(await deleteSeoSettingAction({ id: entry.id, uniqueKey: entry.uniqueKey })).toMatchObject({ ok: false, errorCode: 'CODE_INJECTION_FORBIDDEN' });
    expect(await entries()).toHaveLength(1);
    expect(await createSeoSettingAction({}, { head: meta, body: '' })).toMatchObject({ ok: true });
  });
});

describe('an administrator', () => {
  it('saves, changes and deletes a script (201, 200, 200)', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await post({ head: script, body: '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-1"></iframe></noscript>' }, admin.token);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const entry = { id: data.id as number, uniqueKey: data.unique_key as string };
    expect((await put(entry, { head: `${script}${meta}` }, admin.token)).status).toBe(200);
    expect((await del(entry, admin.token)).status).toBe(200);
    expect((await seoAudit()).map((a) => a.action).sort()).toEqual(['seo.create', 'seo.delete', 'seo.update']);
  });

  it('must have proven their password within 15 minutes to touch code (403 REAUTH_REQUIRED); a meta needs no proof', async () => {
    const admin = await signedIn(t.db, 'admin');
    const entry = await existing(script);
    await staleProof(admin);
    const before = await entries();
    await expectRefused(await post({ head: script }, admin.token), 'REAUTH_REQUIRED', en.Errors.reauthRequired);
    await expectRefused(await post({ body: '<p>x</p>' }, admin.token), 'REAUTH_REQUIRED', en.Errors.reauthRequired);
    await expectRefused(await put(entry, { head: meta }, admin.token), 'REAUTH_REQUIRED', en.Errors.reauthRequired);
    await expectRefused(await del(entry, admin.token), 'REAUTH_REQUIRED', en.Errors.reauthRequired);
    expect(await entries()).toEqual(before);
    expect(await seoAudit()).toEqual([]);

    expect((await post({ head: meta }, admin.token)).status).toBe(201);
    expect(await entries()).toHaveLength(2);
  });
});

describe('API keys', () => {
  async function keyOf(creator: SignedIn, grants: string[]) {
    const token = `vk_${randomToken()}`;
    await t.db.insert(apiKeys).values({ uniqueKey: randomUUID(), name: `key ${grants.join(' ')}`, tokenHash: hashToken(token), tokenPrefix: token.slice(0, 9), grants, createdBy: creator.id });
    return token;
  }

  it("act with their creator's grants: code only when both the key and its creator hold code-injection, and no password proof", async () => {
    const admin = await signedIn(t.db, 'admin');
    await staleProof(admin);
    const withGrant = await keyOf(admin, ['seo', 'code-injection']);
    const withoutGrant = await keyOf(admin, ['seo']);
    const editor = await seoEditor();
    const editorsKey = await keyOf(editor, ['seo', 'code-injection']);

    expect((await post({ head: script }, withGrant)).status).toBe(201);
    await expectRefused(await post({ head: script }, withoutGrant), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    await expectRefused(await post({ head: script }, editorsKey), 'CODE_INJECTION_FORBIDDEN', en.Errors.codeInjectionForbidden);
    expect((await post({ head: meta }, editorsKey)).status).toBe(201);
    expect(await entries()).toHaveLength(2);
  });
});

describe('migration 0015', () => {
  it('gives code-injection to the admin role of an existing database, once, and takes it from every other role', async () => {
    await createRole(t.db, 'seo-editor', ['seo', 'code-injection']);
    // The roles of a database from before the migration (plus a custom role someone gave the name to).
    await t.db.update(roles).set({ activeRoutes: ['dashboard', 'seo'] }).where(eq(roles.name, 'admin'));
    await t.db.update(roles).set({ activeRoutes: ['dashboard', 'code-injection'] }).where(eq(roles.name, 'manager'));
    const migration = readFileSync(path.join(process.cwd(), 'db', 'migrations', '0015_sudo_code_injection.sql'), 'utf8');
    const statements = migration
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .filter((part) => part.includes('UPDATE "roles"'));
    expect(statements).toHaveLength(2);
    for (let run = 0; run < 2; run++) for (const statement of statements) await t.db.execute(sql.raw(statement));
    const byName = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.name, r.activeRoutes]));
    expect(byName.admin).toEqual(['dashboard', 'seo', 'code-injection']);
    expect(byName.manager).toEqual(['dashboard']);
    expect(byName['seo-editor']).toEqual(['seo']);
    for (const name of ['operational', 'user']) expect(byName[name]).not.toContain('code-injection');
  });
});
