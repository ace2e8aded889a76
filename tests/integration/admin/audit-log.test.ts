import { invoke } from '@/tests/support/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { eq } from 'drizzle-orm';
import { GET as listGet } from '@/app/api/audit/audit-log/route';
import { GET as entryGet } from '@/app/api/audit/audit-log/[id]/route';
import { auditLog, users } from '@/db/schema';
import { listAuditFilterOptions } from '@/lib/audit/queries';
import { env } from '@/lib/env';
import en from '@/messages/en.json';
import { noParams, params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// The audit log's API (capability 'audit-log'): who may read it, its filters, pages and entries,
// over rows written by the real commands plus a few inserted at the edges of a period.

const t = setUpTestDb({ throttle: true });


type Entry = {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor: { id: number; name: string; email: string } | null;
  ip_address: string | null;
  created_at: string;
  details?: Record<string, unknown> | null;
};
type ListBody = { error: boolean; message?: string; data: { items: Entry[]; total: number; page: number; limit: number }; errors?: { field: string; message: string }[] };

const list = async (query: Record<string, string> = {}, token?: string) => {
  const res = await listGet(request(`/api/audit/audit-log?${new URLSearchParams(query).toString()}`, { token }), noParams);
  return { res, body: (await res.json()) as ListBody };
};
const entry = async (id: string | number, token?: string) => {
  const res = await entryGet(request(`/api/audit/audit-log/${id}`, { token }), params({ id: String(id) }));
  return { res, body: (await res.json()) as { error: boolean; message?: string; data: Entry } };
};

const categoryInput = (name: string) => ({ name, description: `About ${name}`, text_color: '#ffffff', background_color: '#1e3a8a' });
const actor = (user: SignedIn) => ({ id: user.id, grants: ['list-of-categories'] });

/** Two admins act: Alice creates two categories, Bruno renames one. Oldest first: create A, create B, update A. */
async function world() {
  const alice = await signedIn(t.db, 'admin', 'alice@example.com', 'Alice');
  const bruno = await signedIn(t.db, 'admin', 'bruno@example.com', 'Bruno');
  const a = await invoke(categoryOperations.create, actor(alice), { input: categoryInput('Nuvem') });
  const b = await invoke(categoryOperations.create, actor(alice), { input: categoryInput('Dados') });
  await invoke(categoryOperations.update, actor(bruno), { key: { id: a.id, uniqueKey: a.uniqueKey }, input: { ...categoryInput('Nuvem Híbrida'), status: 'inactive' } });
  return { alice, bruno, a, b };
}

async function insertAt(createdAt: string, values: Partial<typeof auditLog.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(auditLog)
    .values({ action: 'seo.update', entityType: 'seo_setting', entityId: '1', createdAt: new Date(createdAt), ...values })
    .returning({ id: auditLog.id });
  return row.id;
}

describe('GET /api/audit/audit-log: who may read it', () => {
  it('answers 401 without a session', async () => {
    const { res, body } = await list();
    expect(res.status).toBe(401);
    expect(body.error).toBe(true);
    expect((await entry(1)).res.status).toBe(401);
  });

  it.each(['manager', 'operational'])('answers 403 "Access denied" to a %s (no audit-log grant)', async (role) => {
    const user = await signedIn(t.db, role);
    const { res, body } = await list({}, user.token);
    expect(res.status).toBe(403);
    expect(body.message).toBe(en.Errors.accessDenied);
    const single = await entry(1, user.token);
    expect(single.res.status).toBe(403);
  });

  it('answers an admin with the envelope, never cached', async () => {
    const { alice } = await world();
    const { res, body } = await list({}, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.error).toBe(false);
    expect(body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
  });
});

describe('GET /api/audit/audit-log: the list', () => {
  it('lists entries newest first with the actor’s name and email, in snake_case', async () => {
    const { alice, bruno, a, b } = await world();
    const { body } = await list({}, alice.token);
    expect(body.data.items.map((e) => [e.action, e.entity_id, e.actor?.name])).toEqual([
      ['category.update', String(a.id), 'Bruno User'],
      ['category.create', String(b.id), 'Alice User'],
      ['category.create', String(a.id), 'Alice User'],
    ]);
    const [first] = body.data.items;
    expect(Object.keys(first).sort()).toEqual(['action', 'actor', 'created_at', 'entity_id', 'entity_type', 'id', 'ip_address'].sort());
    expect(first.actor).toEqual({ id: bruno.id, name: 'Bruno User', email: 'bruno@example.com' });
    expect(first.entity_type).toBe('category');
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by person, action, record type and record id', async () => {
    const { alice, bruno, a } = await world();
    await insertAt('2026-01-01T12:00:00Z', { actorId: bruno.id });
    const byPerson = await list({ person: String(bruno.id) }, alice.token);
    expect(byPerson.body.data.items.map((e) => e.action)).toEqual(['category.update', 'seo.update']);
    const byAction = await list({ action: 'category.create' }, alice.token);
    expect(byAction.body.data.total).toBe(2);
    expect(byAction.body.data.items.every((e) => e.action === 'category.create')).toBe(true);
    const byType = await list({ type: 'seo_setting' }, alice.token);
    expect(byType.body.data.items.map((e) => e.action)).toEqual(['seo.update']);
    const byRecord = await list({ type: 'category', record: String(a.id) }, alice.token);
    expect(byRecord.body.data.items.map((e) => e.action)).toEqual(['category.update', 'category.create']);
    const combined = await list({ person: String(alice.id), action: 'category.update' }, alice.token);
    expect(combined.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('pages through the entries (limit up to 100)', async () => {
    const { alice } = await world();
    const page1 = await list({ limit: '2' }, alice.token);
    const page2 = await list({ limit: '2', page: '2' }, alice.token);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page1.body.data.items.map((e) => e.action)).toEqual(['category.update', 'category.create']);
    expect(page2.body.data.items).toHaveLength(1);
    const ids = [...page1.body.data.items, ...page2.body.data.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(3);
    expect((await list({ limit: '100' }, alice.token)).res.status).toBe(200);
  });

  it('filters by period in whole days of the site’s time zone', async () => {
    expect(env().SITE_TIME_ZONE).toBe('America/Sao_Paulo'); // UTC−3 all year since 2019
    const admin = await signedIn(t.db, 'admin');
    const before = await insertAt('2026-03-10T02:59:59.999Z'); // 9 March, 23:59:59.999 in São Paulo
    const first = await insertAt('2026-03-10T03:00:00.000Z'); // 10 March, 00:00
    const last = await insertAt('2026-03-11T02:59:59.999Z'); // 10 March, 23:59:59.999
    const after = await insertAt('2026-03-11T03:00:00.000Z'); // 11 March, 00:00
    const ids = async (query: Record<string, string>) => (await list(query, admin.token)).body.data.items.map((e) => e.id);
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual([last, first]);
    expect(await ids({ from: '2026-03-10' })).toEqual([after, last, first]);
    expect(await ids({ to: '2026-03-09' })).toEqual([before]);
    expect(await ids({ from: '2026-03-11', to: '2026-03-31' })).toEqual([after]);
  });

  it('shows a deleted actor as null (“Former user”)', async () => {
    const { alice, bruno } = await world();
    await t.db.delete(users).where(eq(users.id, bruno.id));
    const { body } = await list({ action: 'category.update' }, alice.token);
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].actor).toBeNull();
  });

  it('refuses bad filters with 422 and translated messages', async () => {
    const admin = await signedIn(t.db, 'admin');
    const { res, body } = await list({ person: 'alice', from: '2026-02-30', limit: '500', action: 'x y' }, admin.token);
    expect(res.status).toBe(422);
    expect(body.message).toBe(en.Errors.validation);
    expect(body.errors).toEqual([
      { field: 'person', message: en.AuditLog.errors.invalidPerson },
      { field: 'action', message: en.AuditLog.errors.invalidAction },
      { field: 'from', message: en.AuditLog.errors.invalidDate },
      { field: 'limit', message: en.AuditLog.errors.invalidLimit },
    ]);
    const reversed = await list({ from: '2026-03-02', to: '2026-03-01' }, admin.token);
    expect(reversed.res.status).toBe(422);
    expect(reversed.body.errors).toEqual([{ field: 'to', message: en.AuditLog.errors.fromAfterTo }]);
  });
});

describe('GET /api/audit/audit-log/{id}', () => {
  it('gives one entry with its before and after', async () => {
    const { alice, bruno, a } = await world();
    const [update] = (await list({ action: 'category.update' }, alice.token)).body.data.items;
    const { res, body } = await entry(update.id, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.data).toMatchObject({
      id: update.id,
      action: 'category.update',
      entity_type: 'category',
      entity_id: String(a.id),
      actor: { id: bruno.id, name: 'Bruno User', email: 'bruno@example.com' },
    });
    const details = body.data.details as { from: Record<string, unknown>; to: Record<string, unknown> };
    expect(details.from).toMatchObject({ name: 'Nuvem', status: 'active' });
    expect(details.to).toMatchObject({ name: 'Nuvem Híbrida', status: 'inactive' });
  });

  it('hides secret-named values that a row may hold', async () => {
    const admin = await signedIn(t.db, 'admin');
    const id = await insertAt('2026-01-01T12:00:00Z', {
      action: 'user.update',
      entityType: 'user',
      details: { from: { name: 'A', password_hash: '$argon2id$secret' }, to: { name: 'B', password_hash: '$argon2id$other' }, token: 'abc' },
    });
    const { body } = await entry(id, admin.token);
    expect(body.data.details).toEqual({ from: { name: 'A', password_hash: '[redacted]' }, to: { name: 'B', password_hash: '[redacted]' }, token: '[redacted]' });
    expect(JSON.stringify(body)).not.toContain('argon2id');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedIn(t.db, 'admin');
    expect((await entry(999_999, admin.token)).res.status).toBe(404);
    expect((await entry('abc', admin.token)).res.status).toBe(404);
    expect((await entry('99999999999', admin.token)).res.status).toBe(404);
  });
});

describe('listAuditFilterOptions', () => {
  it('lists the actions and record types in use and the people who acted', async () => {
    const { alice, bruno } = await world();
    await insertAt('2026-01-01T12:00:00Z'); // no actor
    const options = await listAuditFilterOptions({ grants: ['audit-log'] });
    expect(options.actions).toEqual(['category.create', 'category.update', 'seo.update']);
    expect(options.types).toEqual(['category', 'seo_setting']);
    expect(options.people).toEqual([
      { id: alice.id, name: 'Alice User', email: 'alice@example.com' },
      { id: bruno.id, name: 'Bruno User', email: 'bruno@example.com' },
    ]);
  });

  it('is refused without the audit-log grant', async () => {
    await expect(listAuditFilterOptions({ grants: ['users'] })).rejects.toMatchObject({ status: 403 });
  });
});
