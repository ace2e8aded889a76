import { eq } from 'drizzle-orm';
import { POST as heartbeatPost } from '@/app/api/presence/heartbeat/route';
import { categories, editPresence } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { pageOperations } from '@/lib/pages/operations';
import { listEditing } from '@/lib/presence/queries';
import { call, post, signIn } from '@/tests/support/api';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createActor } from '@/tests/support/users';

// Presence (issue 33 §1): POST /api/presence/heartbeat upserts the caller's row and answers the other
// users seen in the last 90 s; older rows do not count and are deleted on the way.

const t = setUpTestDb({ throttle: true });

async function draftBy(author: { id: number; grants: string[]; email: string }, title: string) {
  const [category] = await t.db.insert(categories).values({ uniqueKey: `c-${title.toLowerCase().replace(/\W+/g, '-')}`, name: `Cat ${title}` }).returning({ id: categories.id });
  return invoke(articleOperations.create, author, { input: { title, content: '<p>Text.</p>', categories: [category.id] } });
}

const beat = async (token: string, body: unknown) => call(heartbeatPost, post('/api/presence/heartbeat', { token, body }));

describe('POST /api/presence/heartbeat', () => {
  it('answers the other users on the same article, and forgets them after 90 s', async () => {
    const ana = await createActor(t.db, 'admin', { name: 'Ana' });
    const bia = await createActor(t.db, 'admin', { name: 'Bia' });
    const article = await draftBy(ana, 'Shared Piece');
    const anaToken = (await signIn(ana.email)).token;
    const biaToken = (await signIn(bia.email)).token;

    const first = await beat(anaToken, { kind: 'article', id: article.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, data: { items: [] } });

    const second = await beat(biaToken, { kind: 'article', id: article.id });
    expect(second.body.data.items).toEqual([{ id: ana.id, name: 'Ana User' }]);
    const again = await beat(anaToken, { kind: 'article', id: article.id });
    expect(again.body.data.items).toEqual([{ id: bia.id, name: 'Bia User' }]);
    expect((await listEditing(bia.id, 'article', [article.id])).get(article.id)).toEqual([{ id: ana.id, name: 'Ana User' }]);

    // Bia's editor stopped beating 91 s ago: she no longer counts, and her row goes on the next beat.
    await t.db.update(editPresence).set({ seenAt: new Date(Date.now() - 91_000) }).where(eq(editPresence.userId, bia.id));
    expect((await listEditing(ana.id, 'article', [article.id])).size).toBe(0);
    const alone = await beat(anaToken, { kind: 'article', id: article.id });
    expect(alone.body.data.items).toEqual([]);
    expect(await t.db.select().from(editPresence).where(eq(editPresence.userId, bia.id))).toEqual([]);
    // One row per user and record, whatever the number of beats.
    expect(await t.db.select().from(editPresence)).toHaveLength(1);
  });

  it('checks the grant of the kind, the article’s author and that the record exists', async () => {
    const admin = await createActor(t.db, 'admin', { name: 'Adm' });
    const operational = await createActor(t.db, 'operational', { name: 'Olga' });
    const article = await draftBy(admin, 'Admin Only');
    const page = await invoke(pageOperations.create, admin, { input: { title: 'Hello', slug: 'hello-presence', blocks: [{ type: 'hero', title: 'Hi' }] } });
    const operationalToken = (await signIn(operational.email)).token;
    const adminToken = (await signIn(admin.email)).token;

    expect((await beat(operationalToken, { kind: 'article', id: article.id })).status).toBe(403);
    expect((await beat(adminToken, { kind: 'article', id: 999_999 })).status).toBe(404);
    expect((await beat(adminToken, { kind: 'page', id: page.id })).status).toBe(200);
    expect((await beat(adminToken, { kind: 'nothing', id: page.id })).status).toBe(422);
    expect((await call(heartbeatPost, post('/api/presence/heartbeat', { body: { kind: 'page', id: page.id } }))).status).toBe(401);
  });
});
