import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { POST as faqPost } from '@/app/api/faq/faq/route';
import { DELETE as faqDelete, GET as faqGet, PUT as faqPut } from '@/app/api/faq/faq/[id]/[unique_key]/route';
import { PUT as faqMovePut } from '@/app/api/faq/faq-move/[id]/[unique_key]/route';
import { POST as faqsListPost } from '@/app/api/faq/faqs-list/route';
import { auditLog, faqs, roles } from '@/db/schema';
import { faqOperations } from '@/lib/faq/operations';
import { loadFaqGroups } from '@/lib/faq/queries';
import { faqPageJsonLd } from '@/lib/faq/structured-data';
import { params, request, signedIn } from '@/tests/support/api';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';

const t = setUpTestDb();

const input = (question: string, extra: Record<string, unknown> = {}) => ({
  question,
  answer: `<p>${question}: the answer.</p>`,
  product: 'vitrine-cms',
  locale: 'en',
  ...extra,
});

type Faq = { id: number; unique_key: string; question: string; answer: string; product: string; locale: string; position: number };

async function create(token: string, body: unknown): Promise<{ status: number; json: { data: Faq; errors?: { field: string; message: string }[]; message: string } }> {
  const res = await faqPost(request('/api/faq/faq', { method: 'POST', body, token }), params({}));
  return { status: res.status, json: await res.json() };
}

const keyOf = (faq: Faq) => params({ id: String(faq.id), unique_key: faq.unique_key });
const questionsOn = async (product: string, locale: 'en' | 'pt-BR' = 'en') =>
  (await loadFaqGroups(locale)).find((g) => g.product === product)?.items.map((i) => i.question) ?? [];

describe('FAQs in the back office (API)', () => {
  it('creates (201), reads, updates and deletes a question, and the public page data follows each change', async () => {
    const admin = await signedIn(t.db, 'admin');
    const created = await create(admin.token, input('Can I schedule an article?'));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      error: false,
      message: 'Question created.',
      data: { product: 'vitrine-cms', locale: 'en', question: 'Can I schedule an article?', position: 0, unique_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const faq = created.json.data;
    expect(await questionsOn('vitrine-cms')).toEqual(['Can I schedule an article?']);
    // The FAQPage JSON-LD reads the same groups.
    expect(JSON.stringify(faqPageJsonLd(await loadFaqGroups('en'), 'en'))).toContain('Can I schedule an article?');

    const read = await faqGet(request(`/api/faq/faq/${faq.id}/${faq.unique_key}`, { token: admin.token }), keyOf(faq));
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ id: faq.id, question: 'Can I schedule an article?' });
    const wrongKey = await faqGet(request(`/api/faq/faq/${faq.id}/x`, { token: admin.token }), params({ id: String(faq.id), unique_key: '00000000-0000-4000-8000-000000000000' }));
    expect(wrongKey.status).toBe(404);

    const updated = await faqPut(
      request(`/api/faq/faq/${faq.id}/${faq.unique_key}`, { method: 'PUT', body: input('Can I plan an article?', { answer: '<p>Yes.</p><script>alert(1)</script>' }), token: admin.token }),
      keyOf(faq),
    );
    expect(updated.status).toBe(200);
    const updatedBody = await updated.json();
    expect(updatedBody).toMatchObject({ message: 'Question updated.', data: { question: 'Can I plan an article?', position: 0 } });
    // Sanitized on save with the articles' allow-list.
    expect(updatedBody.data.answer).toBe('<p>Yes.</p>');
    expect(await questionsOn('vitrine-cms')).toEqual(['Can I plan an article?']);

    const deleted = await faqDelete(request(`/api/faq/faq/${faq.id}/${faq.unique_key}`, { method: 'DELETE', token: admin.token }), keyOf(faq));
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).message).toBe('Question deleted.');
    expect(await questionsOn('vitrine-cms')).toEqual([]);
    // Issue 33 §4: in the trash (off the pages above), ?permanent=true deletes it.
    expect((await t.db.select().from(faqs)).map((f) => f.deletedBy)).toEqual([admin.id]);
    await faqDelete(request(`/api/faq/faq/${faq.id}/${faq.unique_key}?permanent=true`, { method: 'DELETE', token: admin.token }), keyOf(faq));
    expect(await t.db.select().from(faqs)).toHaveLength(0);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'faq'));
    expect(audits.map((a) => [a.action, a.actorId, a.entityId])).toEqual([
      ['faq.create', admin.id, String(faq.id)],
      ['faq.update', admin.id, String(faq.id)],
      ['faq.trash', admin.id, String(faq.id)],
      ['faq.delete', admin.id, String(faq.id)],
    ]);
  });

  it('answers 422 naming the fields of bad input', async () => {
    const admin = await signedIn(t.db, 'admin');
    const bad = await create(admin.token, { question: ' ', answer: '<p> </p><script>x</script>', product: 'Not a Slug!', locale: 'de', position: -1 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors?.map((e) => e.field).sort()).toEqual(['answer', 'locale', 'position', 'product', 'question']);
    expect(bad.json.errors).toContainEqual({ field: 'question', message: 'Enter the question (up to 300 characters).' });
    const long = await create(admin.token, input('x'.repeat(301)));
    expect(long.status).toBe(422);
    expect(await t.db.select().from(faqs)).toHaveLength(0);
  });

  it('answers 403 to a user without the faq grant, and lets the manager role in', async () => {
    const operational = await signedIn(t.db, 'operational');
    expect((await create(operational.token, input('Nope?'))).status).toBe(403);
    const list = await faqsListPost(request('/api/faq/faqs-list', { method: 'POST', body: { limit: 10, page: 1 }, token: operational.token }), params({}));
    expect(list.status).toBe(403);
    const manager = await signedIn(t.db, 'manager');
    expect((await create(manager.token, input('Yes?'))).status).toBe(201);
  });

  it('lists by product and language, places new questions last and moves them up and down within their product', async () => {
    const admin = await signedIn(t.db, 'admin');
    const a = (await create(admin.token, input('A?'))).json.data;
    const b = (await create(admin.token, input('B?'))).json.data;
    const c = (await create(admin.token, input('C?'))).json.data;
    await create(admin.token, input('Outro?', { locale: 'pt-BR' }));
    await create(admin.token, input('Other product?', { product: 'rc-sistemi' }));
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);

    const res = await faqsListPost(request('/api/faq/faqs-list', { method: 'POST', body: { product: 'vitrine-cms', locale: 'en', limit: 2, page: 1 }, token: admin.token }), params({}));
    expect(res.status).toBe(200);
    const list = (await res.json()).data;
    expect(list).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(list.items.map((i: Faq) => i.question)).toEqual(['A?', 'B?']);

    const moved = await faqMovePut(request(`/api/faq/faq-move/${c.id}/${c.unique_key}`, { method: 'PUT', body: { direction: 'up' }, token: admin.token }), keyOf(c));
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.position).toBe(1);
    expect(await questionsOn('vitrine-cms')).toEqual(['A?', 'C?', 'B?']);
    // The first stays first; other products and languages are not touched.
    await invoke(faqOperations.move, { id: admin.id, grants: ['faq'] }, { key: { id: String(a.id), uniqueKey: a.unique_key }, input: { direction: 'up' } });
    expect(await questionsOn('vitrine-cms')).toEqual(['A?', 'C?', 'B?']);
    expect(await questionsOn('vitrine-cms', 'pt-BR')).toEqual(['Outro?']);
    expect(await questionsOn('rc-sistemi')).toEqual(['Other product?']);
    const bad = await faqMovePut(request(`/api/faq/faq-move/${c.id}/${c.unique_key}`, { method: 'PUT', body: { direction: 'sideways' }, token: admin.token }), keyOf(c));
    expect(bad.status).toBe(422);
  });
});

describe('migration 0016', () => {
  it('gives faq to the admin and manager roles of an existing database, once, and to no other role', async () => {
    // The roles of a database from before the migration: no `faq` anywhere.
    // (createRole adds the seed's roles first.)
    await createRole(t.db, 'faq-reader', ['dashboard']);
    await t.db.update(roles).set({ activeRoutes: ['dashboard'] }).where(sql`true`);
    const migration = readFileSync(path.join(process.cwd(), 'db', 'migrations', '0016_faq_admin.sql'), 'utf8');
    const grant = migration
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.includes('UPDATE "roles"'));
    expect(grant).toBeDefined();
    await t.db.execute(sql.raw(grant!));
    await t.db.execute(sql.raw(grant!));
    const byName = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.name, r.activeRoutes]));
    expect(byName.admin).toEqual(['dashboard', 'faq']);
    expect(byName.manager).toEqual(['dashboard', 'faq']);
    for (const name of ['operational', 'user', 'faq-reader']) expect(byName[name]).toEqual(['dashboard']);
  });
});
