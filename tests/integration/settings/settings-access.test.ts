import { asc, eq, sql } from 'drizzle-orm';
import { POST as layoutPost } from '@/app/api/layout/layout-setting/route';
import { GET as layoutLatestGet } from '@/app/api/layout/layout-setting/latest/route';
import { GET as seoListGet, POST as seoPost } from '@/app/api/seo/seo/route';
import { DELETE as seoDelete, PUT as seoPut } from '@/app/api/seo/seo/[id]/[unique_key]/route';
import { auditLog, layoutSettings, seoSettings } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { getLayoutSettingForAdmin } from '@/lib/settings/queries';
import en from '@/messages/en.json';
import { noParams, params, request, signedIn as apiSignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// SEO entries and the layout setting per role (admin, manager, operational, user), the issue's
// `currentVersion` spelling, the answer's {id, currentVersion, created_at, created_by}, and the §8
// messages when the database fails.

const t = setUpTestDb();
const roles = ['admin', 'manager', 'operational', 'user'] as const;

/** A user of the role, signed in through the API. */
const signedIn = (role: string) => apiSignedIn(t.db, role, `${role}@example.com`);

const postLayout = (body: unknown, token?: string) => layoutPost(request('/api/layout/layout-setting', { method: 'POST', body, token }), noParams);
const latest = async () => layoutLatestGet(request('/api/layout/layout-setting/latest'), noParams);
const seoKey = (entry: { id: number; unique_key: string }) => params({ id: String(entry.id), unique_key: entry.unique_key });
const head = '<script>window.__probe=1</script>';


describe('SEO entries per role', () => {
  it.each(roles)('%s: list, create, update and delete only with the seo route', async (role) => {
    const { id, token } = await signedIn(role);
    const allowed = role === 'admin';
    const [existing] = await t.db.insert(seoSettings).values({ uniqueKey: 'seeded', head }).returning();
    const existingKey = { id: existing.id, unique_key: 'seeded' };

    const list = await seoListGet(request('/api/seo/seo', { token }), noParams);
    const created = await seoPost(request('/api/seo/seo', { method: 'POST', body: { body: '<p>hi</p>' }, token }), noParams);
    const updated = await seoPut(request('/api/seo/seo/x/y', { method: 'PUT', body: { head: '<meta name="a" content="b">' }, token }), seoKey(existingKey));
    const deleted = await seoDelete(request('/api/seo/seo/x/y', { method: 'DELETE', token }), seoKey(existingKey));

    if (!allowed) {
      for (const res of [list, created, updated, deleted]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ error: true, message: en.Errors.accessDenied });
      }
      expect(await t.db.select({ head: seoSettings.head }).from(seoSettings)).toEqual([{ head }]);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'seo_setting'))).toHaveLength(0);
      return;
    }
    expect(list.status).toBe(200);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ message: en.Success.seoCreated, data: { body: '<p>hi</p>', updated_by: id } });
    expect(updated.status).toBe(200);
    expect((await updated.json()).message).toBe(en.Success.seoUpdated);
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).message).toBe(en.Settings.seoDeleted);
    const audit = await t.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.entityType, 'seo_setting')).orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'seo.create', actorId: id },
      { action: 'seo.update', actorId: id },
      { action: 'seo.delete', actorId: id },
    ]);
  });
});

describe('layout setting per role', () => {
  it.each(roles)('%s: saves only with the layout-settings route', async (role) => {
    const { token } = await signedIn(role);
    const res = await postLayout({ currentVersion: 'v2' }, token);
    if (role === 'admin') {
      expect(res.status).toBe(201);
    } else {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: true, message: en.Errors.accessDenied });
      expect(await t.db.select().from(layoutSettings)).toHaveLength(0);
    }
  });
});

describe('the layout API in the issue spelling', () => {
  it('accepts {currentVersion} and answers {id, currentVersion, created_at, created_by} beside the existing fields', async () => {
    const admin = await signedIn('admin');
    const res = await postLayout({ currentVersion: 'v2' }, admin.token);
    expect(res.status).toBe(201);
    const { data, message } = await res.json();
    expect(message).toBe(en.Success.layoutSaved);
    expect(data).toMatchObject({ id: expect.any(Number), currentVersion: 'v2', created_by: admin.id, companyName: 'Vitrine', logo: '/logo-v2.svg' });
    expect(Date.parse(data.created_at)).not.toBeNaN();
    expect((await (await latest()).json()).data).toEqual(data);
  });

  it('answers nulls for id, created_at and created_by before any save', async () => {
    expect((await (await latest()).json()).data).toMatchObject({ id: null, currentVersion: 'v1', created_at: null, created_by: null });
  });

  it('refuses the version in force with 409 "Version already applied", whichever spelling is used, and audits only real saves', async () => {
    const admin = await signedIn('admin');
    const first = await postLayout({ currentVersion: 'v1' }, admin.token);
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ message: en.Errors.versionAlreadyApplied, errorCode: 'VERSION_ALREADY_APPLIED' });
    expect((await postLayout({ currentVersion: 'v2' }, admin.token)).status).toBe(201);
    expect((await postLayout({ current_version: 'v2' }, admin.token)).status).toBe(409);
    expect((await postLayout({ currentVersion: 'v2' }, admin.token)).status).toBe(409);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'layout_setting'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'layout.save', details: { from: null, to: { currentVersion: 'v2' } } });
  });

  it('reports an unknown version under current_version', async () => {
    const admin = await signedIn('admin');
    const res = await postLayout({ currentVersion: 'v9' }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([{ field: 'current_version', message: en.Settings.errors.invalidVersion }]);
  });
});

describe('when the database fails', () => {
  // The table goes away for a moment: every read and write of it fails as on a database outage.
  async function withoutLayoutTable(work: () => Promise<void>) {
    await t.db.execute(sql`alter table layout_settings rename to layout_settings_away`);
    try {
      await work();
    } finally {
      await t.db.execute(sql`alter table layout_settings_away rename to layout_settings`);
    }
  }

  it('says "Error saving layout settings" and "Error loading layout settings" (spec §8), and logs the cause', async () => {
    const admin = await signedIn('admin');
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    await withoutLayoutTable(async () => {
      const saved = await postLayout({ currentVersion: 'v2' }, admin.token);
      expect(saved.status).toBe(500);
      expect(await saved.json()).toMatchObject({ error: true, message: en.Errors.layoutSaveFailed });
      const loaded = await latest();
      expect(loaded.status).toBe(500);
      expect(await loaded.json()).toMatchObject({ error: true, message: en.Errors.layoutLoadFailed });
      // The layout screen gets the same error and shows it instead of crashing.
      const screen = getLayoutSettingForAdmin({ grants: ['layout-settings'] });
      await expect(screen).rejects.toBeInstanceOf(AppError);
      await expect(screen).rejects.toMatchObject({ messageKey: 'Errors.layoutLoadFailed' });
    });
    expect(logged.mock.calls.map((call) => call[1])).toEqual([
      'could not save the layout setting',
      'could not load the layout setting',
      'could not load the layout setting',
    ]);
    logged.mockRestore();
    expect((await latest()).status).toBe(200);
  });
});
