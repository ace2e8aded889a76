import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as recordPost } from '@/app/api/consent/consent-record/route';
import { GET as seoPublicGet } from '@/app/api/seo/public-seo/route';
import { POST as seoPost } from '@/app/api/seo/seo/route';
import { PUT as seoPut } from '@/app/api/seo/seo/[id]/[unique_key]/route';
import { GET as csvGet } from '@/app/api/settings/consent-records.csv/route';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/settings/consent-settings/route';
import { auditLog, consentRecords, seoSettings } from '@/db/schema';
import { CONSENT_RECORD_LIMIT } from '@/lib/abuse/rate-limit';
import { purgeExpired } from '@/lib/jobs/purge';
import en from '@/messages/en.json';
import pt from '@/messages/pt-BR.json';
import { noParams, params, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';

// Issue 32 §3: SEO entries carry a consent category, visitors' choices are kept as anonymous proof
// records (exported as CSV, purged after 5 years), and the banner's texts are settings whose change
// makes a new banner version.

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', STAFF_DEVICE_VERIFICATION: undefined }, throttle: true });

const script = '<script async src="https://stats.example/a.js"></script>';

const record = (body: unknown, ip = '203.0.113.7', lang = 'en') => recordPost(request('/api/consent/consent-record', { method: 'POST', body, ip, lang }), noParams);
/** The message a 422 answer gives for a field. */
const messageOf = (body: { errors: { field: string; message: string }[] }, field: string) => body.errors.find((e) => e.field === field)?.message;
const choice = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), analytics: true, marketing: false, version: 1, ...over });

describe('the consent category of SEO entries', () => {
  it('is marketing unless given, answered on read and in the public list, kept by an update that leaves it out', async () => {
    const admin = await signedIn(t.db, 'admin');
    const plain = await seoPost(request('/api/seo/seo', { method: 'POST', body: { head: script }, token: admin.token }), noParams);
    expect(plain.status).toBe(201);
    expect((await plain.json()).data.category).toBe('marketing');

    const res = await seoPost(request('/api/seo/seo', { method: 'POST', body: { head: script, category: 'analytics' }, token: admin.token }), noParams);
    const { data } = await res.json();
    expect(data.category).toBe('analytics');
    const key = params({ id: String(data.id), unique_key: data.unique_key });
    const kept = await seoPut(request(`/api/seo/seo/${data.id}/${data.unique_key}`, { method: 'PUT', body: { head: script }, token: admin.token }), key);
    expect((await kept.json()).data.category).toBe('analytics');
    const changed = await seoPut(request(`/api/seo/seo/${data.id}/${data.unique_key}`, { method: 'PUT', body: { head: script, category: 'necessary' }, token: admin.token }), key);
    expect((await changed.json()).data.category).toBe('necessary');

    const list = (await (await seoPublicGet(request('/api/seo/public-seo'), noParams)).json()).data;
    expect(list.map((e: { category: string }) => e.category)).toEqual(['marketing', 'necessary']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seo.update')).orderBy(auditLog.id).offset(1);
    expect(audit.details).toMatchObject({ before: { category: 'analytics' }, after: { category: 'necessary' } });
  });

  it('refuses an unknown category (422, in the caller’s language), and a seo-only editor may not move a script to necessary', async () => {
    const admin = await signedIn(t.db, 'admin');
    const bad = await seoPost(request('/api/seo/seo', { method: 'POST', body: { head: script, category: 'always' }, token: admin.token, lang: 'pt-BR' }), noParams);
    expect(bad.status).toBe(422);
    expect(messageOf(await bad.json(), 'category')).toBe(pt.Settings.errors.invalidCategory);

    const [row] = await t.db.insert(seoSettings).values({ uniqueKey: randomUUID(), head: script, category: 'marketing' }).returning();
    await createRole(t.db, 'seo-editor', ['seo']);
    const editor = await signedIn(t.db, 'seo-editor');
    const res = await seoPut(
      request(`/api/seo/seo/${row.id}/${row.uniqueKey}`, { method: 'PUT', body: { head: script, category: 'necessary' }, token: editor.token }),
      params({ id: String(row.id), unique_key: row.uniqueKey }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).errorCode).toBe('CODE_INJECTION_FORBIDDEN');
    expect((await t.db.select({ category: seoSettings.category }).from(seoSettings))[0].category).toBe('marketing');
  });
});

describe('POST /api/consent/consent-record', () => {
  it('stores the choice with a salted hash of the address, never the address', async () => {
    const first = choice();
    const res = await record(first);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ error: false, message: en.Consent.recorded, data: { id: first.id, analytics: true, marketing: false, version: 1 } });
    await record(choice({ analytics: false, marketing: false }));
    await record(choice(), '198.51.100.9');
    const rows = await t.db.select().from(consentRecords).orderBy(consentRecords.id);
    expect(rows.map((r) => [r.anonymousId === first.id, r.analytics, r.marketing, r.bannerVersion])).toEqual([
      [true, true, false, 1],
      [false, false, false, 1],
      [false, true, false, 1],
    ]);
    for (const row of rows) expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].ipHash).toBe(rows[1].ipHash);
    expect(rows[2].ipHash).not.toBe(rows[0].ipHash);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('refuses a malformed or invalid choice in the caller’s language and stores nothing', async () => {
    // A value of the wrong type is a malformed request (400); a value out of rule, a validation failure (422).
    const malformed = await record({ ...choice(), analytics: 'yes' }, '203.0.113.8', 'pt-BR');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe(pt.Errors.badRequest);
    const invalid = await record(choice({ id: 'not-a-uuid', version: 0 }), '203.0.113.8', 'pt-BR');
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(messageOf(body, 'id')).toBe(pt.Consent.errors.invalidId);
    expect(messageOf(body, 'version')).toBe(pt.Validation.invalidValue);
    expect(await t.db.select().from(consentRecords)).toHaveLength(0);
  });

  it('limits the records of one address (429 beyond), not of another', async () => {
    for (let i = 0; i < CONSENT_RECORD_LIMIT.max; i++) expect((await record(choice(), '192.0.2.50')).status).toBe(201);
    const over = await record(choice(), '192.0.2.50');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await record(choice(), '192.0.2.51')).status).toBe(201);
    expect(await t.db.select().from(consentRecords)).toHaveLength(CONSENT_RECORD_LIMIT.max + 1);
  });
});

describe('the consent settings and the export (grant seo)', () => {
  it('answers 401 without a token and 403 without the seo grant', async () => {
    expect((await settingsGet(request('/api/settings/consent-settings'), noParams)).status).toBe(401);
    const manager = await signedIn(t.db, 'manager');
    expect((await settingsGet(request('/api/settings/consent-settings', { token: manager.token }), noParams)).status).toBe(403);
    expect((await settingsPut(request('/api/settings/consent-settings', { method: 'PUT', body: { texts: {} }, token: manager.token }), noParams)).status).toBe(403);
    expect((await csvGet(request('/api/settings/consent-records.csv', { token: manager.token }), noParams)).status).toBe(403);
  });

  it('reads the defaults, saves texts (version +1 only when they change) and the privacy page, audited', async () => {
    await createRole(t.db, 'seo-editor', ['seo']);
    const editor = await signedIn(t.db, 'seo-editor');
    const get = async () => (await (await settingsGet(request('/api/settings/consent-settings', { token: editor.token }), noParams)).json()).data;
    expect(await get()).toEqual({ texts: {}, privacy_path: null, version: 1, edit_version: 1, updated_at: null, updated_by: null });

    const put = (body: unknown, lang = 'en') => settingsPut(request('/api/settings/consent-settings', { method: 'PUT', body, token: editor.token, lang }), noParams);
    const saved = await put({ texts: { en: { title: 'Cookies', body: '' }, fr: { title: '  ' } }, privacy_path: '/privacy' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: en.Consent.settings.saved, data: { texts: { en: { title: 'Cookies' } }, privacy_path: '/privacy', version: 2 } });

    // The same texts, another privacy page: the banner's version stays.
    expect((await (await put({ texts: { en: { title: 'Cookies' } }, privacy_path: '' })).json()).data).toMatchObject({ privacy_path: null, version: 2 });
    expect((await (await put({ texts: { en: { title: 'Cookies', body: 'We measure visits.' } }, privacy_path: '/privacy' })).json()).data.version).toBe(3);
    expect((await get()).updated_by).toEqual({ id: editor.id, name: expect.any(String) });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'consent.settings'));
    expect(audits).toHaveLength(3);
    expect(audits[2].details).toMatchObject({ before: { version: 2 }, after: { version: 3, privacy_path: '/privacy' } });

    const bad = await put({ texts: { de: { title: 'x' } }, privacy_path: 'https://evil.example/' }, 'pt-BR');
    expect(bad.status).toBe(422);
    expect(messageOf(await bad.json(), 'privacy_path')).toBe(pt.Consent.errors.privacyPath);
    expect((await get()).version).toBe(3);
  });

  it('checks the edit version a save names (body or If-Match): a stale one is 409 and writes nothing; none saves as before', async () => {
    await createRole(t.db, 'seo-editor', ['seo']);
    const one = await signedIn(t.db, 'seo-editor');
    const two = await signedIn(t.db, 'seo-editor');
    const get = async () => (await (await settingsGet(request('/api/settings/consent-settings', { token: one.token }), noParams)).json()).data;
    const put = (token: string, body: unknown, headers?: Record<string, string>) =>
      settingsPut(request('/api/settings/consent-settings', { method: 'PUT', body, token, headers }), noParams);
    const loaded = (await get()).edit_version as number;

    // The first save names the version it read; a change of the privacy page alone raises the edit version.
    const first = await put(one.token, { texts: {}, privacy_path: '/privacy', edit_version: loaded });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()).data;
    expect(afterFirst).toMatchObject({ privacy_path: '/privacy', version: 1 });
    expect(afterFirst.edit_version).toBeGreaterThan(loaded);

    // The second started from the same version: refused with the current settings, nothing written.
    const stale = await put(two.token, { texts: {}, privacy_path: '/legal', edit_version: loaded });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error_code ?? body.errorCode).toBe('VERSION_CONFLICT');
    expect(body.data).toMatchObject({ current: { privacy_path: '/privacy' }, version: afterFirst.edit_version, saved_by: { id: one.id } });
    expect((await put(two.token, { texts: {}, privacy_path: '/legal' }, { 'if-match': `"${loaded}"` })).status).toBe(409);
    expect((await get()).privacy_path).toBe('/privacy');

    // With the current version (If-Match), or none at all, it saves.
    expect((await put(two.token, { texts: {}, privacy_path: '/legal' }, { 'if-match': `"${afterFirst.edit_version}"` })).status).toBe(200);
    expect((await put(two.token, { texts: {}, privacy_path: '/terms' })).status).toBe(200);
    expect((await get()).privacy_path).toBe('/terms');
  });

  it('exports every record as CSV with headers in the caller’s language, both choices included', async () => {
    const accepted = choice({ analytics: true, marketing: true, version: 2 });
    const rejected = choice({ analytics: false, marketing: false, version: 2 });
    await record(accepted);
    await record(rejected);
    const admin = await signedIn(t.db, 'admin');
    const res = await csvGet(request('/api/settings/consent-records.csv?locale=pt-BR', { token: admin.token, lang: 'pt-BR' }), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="consent-records-.*\.csv"$/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    const c = pt.Consent.csv;
    expect(lines[0]).toBe([c.id, c.analytics, c.marketing, c.version, c.recordedAt, c.ipHash].join(';'));
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 4))).toEqual([
      [accepted.id, c.yes, c.yes, '2'],
      [rejected.id, c.no, c.no, '2'],
    ]);
    expect(lines[1].split(';')[5]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the maintenance job', () => {
  it('purges the proof records older than 5 years and keeps the younger ones', async () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const at = (iso: string) => ({ anonymousId: randomUUID(), analytics: true, marketing: false, bannerVersion: 1, ipHash: 'h', createdAt: new Date(iso) });
    await t.db.insert(consentRecords).values([at('2026-05-31T12:00:00Z'), at('2026-06-01T11:59:59Z'), at('2026-06-01T12:00:01Z'), at('2031-05-01T00:00:00Z')]);
    const result = await purgeExpired(now);
    expect(result.consentRecords).toBe(2);
    const left = await t.db.select({ createdAt: consentRecords.createdAt }).from(consentRecords).orderBy(consentRecords.createdAt);
    expect(left.map((r) => r.createdAt.toISOString())).toEqual(['2026-06-01T12:00:01.000Z', '2031-05-01T00:00:00.000Z']);
    expect((await purgeExpired(now)).consentRecords).toBe(0);
  });
});
