import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PUT as changeStatusPut } from '@/app/api/article/article-change-status/[id]/[unique_key]/route';
import { POST as articlesListPost } from '@/app/api/article/articles-list/route';
import { POST as rolesPost } from '@/app/api/role/roles/route';
import { PUT as rolePut } from '@/app/api/role/roles/[id]/[unique_key]/route';
import { articleReviews, articleRevisions, articles, auditLog, categories, emailOutbox, roles, users } from '@/db/schema';
import { getLiveArticle } from '@/lib/blog/article-page';
import { articleOperations } from '@/lib/articles/operations';
import { countArticlesAwaitingReview, getArticle, getPublishedArticle } from '@/lib/articles/queries';
import { params, request, signIn } from '@/tests/support/api';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';
import { createActor, createUser, password, type Actor } from '@/tests/support/users';

// Issue 33 §2, review before publishing: a contributor (compose without publish) submits, a holder of
// `publish` requests changes (the author is emailed) or publishes; every step is reviewed, revised
// and audited (lib/articles/review.ts).

const t = setUpTestDb();
const IMAGE = DESCRIBED_IMAGE;
const CONTRIBUTOR_GRANTS = ['dashboard', 'list-of-articles', 'compose', 'media', 'list-of-categories', 'settings-profile'];

let categoryIds: number[] = [];
const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>All about ${title}.</p>`,
  categories: [categoryIds[0]],
  image: IMAGE,
  ...extra,
});

/** A user whose role holds compose and list-of-articles but not publish. */
async function contributor(name = 'Clara', locale = 'pt-BR'): Promise<Actor> {
  if ((await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'contributor'))).length === 0) {
    await createRole(t.db, 'contributor', CONTRIBUTOR_GRANTS);
  }
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
  const user = await createUser(t.db, { email, password, role: 'contributor', name });
  await t.db.update(users).set({ locale }).where(eq(users.id, user.id));
  return { id: user.id, grants: CONTRIBUTOR_GRANTS, email };
}

const statusPut = (key: { id: number; uniqueKey: string }, body: Record<string, unknown>, token: string) =>
  changeStatusPut(request('/x', { method: 'PUT', body, token }), params({ id: String(key.id), unique_key: key.uniqueKey }));

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db.insert(categories).values([{ uniqueKey: 'technology', name: 'Technology' }]).returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

describe('review before publishing', () => {
  it('walks the whole path: 403 on publish, submit, request changes (email), resubmit, publish (public)', async () => {
    const writer = await contributor('Clara', 'fr');
    const admin = await createActor(t.db, 'admin', { name: 'Ana' });
    const writerToken = (await signIn(writer.email)).token;
    const adminToken = (await signIn(admin.email)).token;

    // A contributor may not create a published article, nor publish or schedule a draft.
    await expect(invoke(articleOperations.create, writer, { input: input('Straight Out', { status: 'published' }) })).rejects.toMatchObject({
      status: 403,
      messageKey: 'Errors.publishNotAllowed',
    });
    const draft = await invoke(articleOperations.create, writer, { input: input('Review Me') });
    const key = { id: draft.id, uniqueKey: draft.uniqueKey };
    const refused = await statusPut(key, { status: 'published' }, writerToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: true, errorCode: 'PUBLISH_NOT_ALLOWED' });
    expect((await statusPut(key, { status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() }, writerToken)).status).toBe(403);
    await expect(invoke(articleOperations.update, writer, { key, input: input('Review Me', { status: 'published' }) })).rejects.toMatchObject({ status: 403 });

    // Submit for review: 200, listed under status=in_review, not public.
    const submitted = await statusPut(key, { status: 'in_review' }, writerToken);
    expect(submitted.status).toBe(200);
    expect((await submitted.json()).data).toMatchObject({ status: 'in_review', review: { action: 'submitted', comment: null, by: { id: writer.id } } });
    const listed = await articlesListPost(request('/api/article/articles-list', { method: 'POST', body: { status: 'in_review' }, token: adminToken }), params({}));
    expect((await listed.json()).data).toMatchObject({ total: 1, items: [{ id: draft.id, status: 'in_review' }] });
    const own = await articlesListPost(request('/api/article/articles-list', { method: 'POST', body: { status: 'in_review' }, token: writerToken }), params({}));
    expect((await own.json()).data.total).toBe(1);
    const drafts = await articlesListPost(request('/api/article/articles-list', { method: 'POST', body: { status: 'draft' }, token: adminToken }), params({}));
    expect((await drafts.json()).data.total).toBe(0);
    expect(await getPublishedArticle(draft.id)).toBeNull();
    // The dashboard's count, for holders of publish only.
    expect(await countArticlesAwaitingReview(admin)).toBe(1);
    expect(await countArticlesAwaitingReview(writer)).toBeNull();
    expect(await getLiveArticle(t.db, draft.id)).toBeNull();

    // The contributor may still edit it while it waits (it stays in review).
    const edited = await invoke(articleOperations.update, writer, { key, input: input('Review Me', { content: '<p>Better now.</p>' }) });
    expect(edited.status).toBe('in_review');

    // Sending someone else's article back needs a comment; then the author is emailed in their language.
    expect((await statusPut(key, { status: 'draft' }, adminToken)).status).toBe(422);
    expect((await statusPut(key, { status: 'draft', comment: 'x'.repeat(2001) }, adminToken)).status).toBe(422);
    const sentBack = await statusPut(key, { status: 'draft', comment: 'Please cite your sources.' }, adminToken);
    expect(sentBack.status).toBe(200);
    expect((await sentBack.json()).data).toMatchObject({
      status: 'draft',
      review: { action: 'changes_requested', comment: 'Please cite your sources.', by: { id: admin.id, name: 'Ana User' } },
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, writer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'review-changes-requested', locale: 'fr' });
    expect(mails[0].subject).toContain('modifications demandées');
    expect(mails[0].subject).toContain('Review Me');
    expect(mails[0].text).toContain('Please cite your sources.');
    expect(mails[0].text).toContain(`/fr/admin/compose/${draft.uniqueKey}/${draft.id}`);
    // The author sees the comment on the article.
    expect((await getArticle(writer, draft.id))?.review).toMatchObject({ action: 'changes_requested', comment: 'Please cite your sources.' });

    // Resubmitted, then published by the admin: the public page shows it.
    expect((await statusPut(key, { status: 'in_review' }, writerToken)).status).toBe(200);
    const published = await statusPut(key, { status: 'published' }, adminToken);
    expect(published.status).toBe(200);
    expect((await published.json()).data).toMatchObject({ status: 'published', review: { action: 'published', by: { id: admin.id } } });
    expect(await getLiveArticle(t.db, draft.id)).toMatchObject({ id: draft.id });

    // The path in the reviews, the revisions and the audit log.
    const reviews = await t.db.select().from(articleReviews).where(eq(articleReviews.articleId, draft.id)).orderBy(asc(articleReviews.id));
    expect(reviews.map((r) => [r.action, r.actorId])).toEqual([
      ['submitted', writer.id],
      ['changes_requested', admin.id],
      ['submitted', writer.id],
      ['published', admin.id],
    ]);
    const revisions = await t.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, draft.id)).orderBy(asc(articleRevisions.id));
    expect(revisions.map((r) => [r.note, r.savedBy])).toEqual([
      ['submitted', writer.id],
      ['changes_requested', admin.id],
      ['submitted', writer.id],
      ['published', admin.id],
    ]);
    expect(revisions.every((r) => typeof r.version === 'number')).toBe(true);
    expect(revisions[1].content).toBe('<p>Better now.</p>');
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'article'), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['article.create', 'article.submit', 'article.update', 'article.request_changes', 'article.submit', 'article.status']);
  });

  it('keeps a contributor off published articles: no save, no unpublish, no restore, no delete (403)', async () => {
    const writer = await contributor();
    const admin = await createActor(t.db, 'admin');
    const created = await invoke(articleOperations.create, admin, { input: input('Live One', { status: 'published', author_id: writer.id }) });
    const key = { id: created.id, uniqueKey: created.uniqueKey };
    await invoke(articleOperations.update, admin, { key, input: input('Live One Again') });
    await expect(invoke(articleOperations.update, writer, { key, input: input('Live One Changed') })).rejects.toMatchObject({ status: 403, messageKey: 'Errors.publishNotAllowed' });
    await expect(invoke(articleOperations.changeStatus, writer, { key, input: { status: 'draft' } })).rejects.toMatchObject({ status: 403 });
    await expect(invoke(articleOperations.changeStatus, writer, { key, input: { status: 'in_review' } })).rejects.toMatchObject({ status: 409 });
    const [revision] = await t.db.select({ id: articleRevisions.id }).from(articleRevisions).where(eq(articleRevisions.articleId, created.id));
    await expect(invoke(articleOperations.restoreRevision, writer, { key, params: { revisionId: revision.id } })).rejects.toMatchObject({ status: 403 });
    await expect(invoke(articleOperations.remove, writer, { key })).rejects.toMatchObject({ status: 403 });
    const [row] = await t.db.select({ title: articles.title, status: articles.status }).from(articles).where(eq(articles.id, created.id));
    expect(row).toEqual({ title: 'Live One Again', status: 'published' });
  });

  it('checks each step: image to submit, only a draft is submitted, changes only on one in review, only by publish holders', async () => {
    const writer = await contributor();
    const other = await contributor('Otto');
    const admin = await createActor(t.db, 'admin');
    const bare = await invoke(articleOperations.create, writer, { input: input('No Cover', { image: null }) });
    await expect(invoke(articleOperations.changeStatus, writer, { key: bare, input: { status: 'in_review' } })).rejects.toMatchObject({ status: 422 });
    const draft = await invoke(articleOperations.create, writer, { input: input('Has Cover') });
    // Someone else's article (no articles-all): 403.
    await expect(invoke(articleOperations.changeStatus, other, { key: draft, input: { status: 'in_review' } })).rejects.toMatchObject({ status: 403 });
    // Requesting changes on a draft: 409; by a contributor: 403.
    await expect(invoke(articleOperations.changeStatus, admin, { key: draft, input: { status: 'draft', comment: 'Hm.' } })).rejects.toMatchObject({ status: 409 });
    await invoke(articleOperations.changeStatus, writer, { key: draft, input: { status: 'in_review' } });
    await expect(invoke(articleOperations.changeStatus, writer, { key: draft, input: { status: 'in_review' } })).rejects.toMatchObject({ status: 409 });
    await expect(invoke(articleOperations.changeStatus, writer, { key: draft, input: { status: 'draft', comment: 'Self review' } })).rejects.toMatchObject({
      status: 403,
    });
    // The author takes their submission back to draft without a comment.
    const back = await invoke(articleOperations.changeStatus, writer, { key: draft, input: { status: 'draft' } });
    expect(back.status).toBe('draft');
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('lets a holder of both grants publish a draft directly, as before (no review row)', async () => {
    const operational = await createActor(t.db, 'operational');
    const draft = await invoke(articleOperations.create, operational, { input: input('Direct') });
    const published = await invoke(articleOperations.changeStatus, operational, { key: draft, input: { status: 'published' } });
    expect(published).toMatchObject({ status: 'published', review: null });
    expect(await t.db.select().from(articleReviews)).toHaveLength(0);
  });
});

describe('roles: a contributor role', () => {
  it('saves a role with compose and without publish, and edits one to drop publish', async () => {
    const admin = await createActor(t.db, 'admin');
    const token = (await signIn(admin.email)).token;
    const created = await rolesPost(
      request('/api/role/roles', { method: 'POST', body: { name: 'contrib', title: 'Contributor', active_routes: ['dashboard', 'list-of-articles', 'compose'] }, token }),
      params({}),
    );
    expect(created.status).toBe(201);
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'contrib'));
    expect(role.activeRoutes).toEqual(['dashboard', 'list-of-articles', 'compose']);
    const [operational] = await t.db.select().from(roles).where(eq(roles.name, 'operational'));
    const routes = operational.activeRoutes.filter((r) => r !== 'publish');
    const updated = await rolePut(
      request('/x', { method: 'PUT', body: { active_routes: routes }, token }),
      params({ id: String(operational.id), unique_key: operational.uniqueKey }),
    );
    expect(updated.status).toBe(200);
    const [after] = await t.db.select().from(roles).where(eq(roles.id, operational.id));
    expect(after.activeRoutes).toContain('compose');
    expect(after.activeRoutes).not.toContain('publish');
  });
});

describe('migration 0021: publish split from compose', () => {
  it('gives publish to every role and API key holding compose, and to no other', async () => {
    const migration = readFileSync(path.join(process.cwd(), 'db/migrations/0021_editorial.sql'), 'utf8');
    const statements = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.includes("'publish'"));
    expect(statements).toHaveLength(2);
    await createRole(t.db, 'writer-old', ['dashboard', 'compose', 'list-of-articles']);
    await createRole(t.db, 'reader-old', ['dashboard']);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const rows = await t.db.select({ name: roles.name, routes: roles.activeRoutes }).from(roles);
    const routesOf = (name: string) => rows.find((r) => r.name === name)?.routes ?? [];
    expect(routesOf('writer-old')).toContain('publish');
    expect(routesOf('reader-old')).not.toContain('publish');
    // Running it again adds nothing twice.
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const again = await t.db.select({ routes: roles.activeRoutes }).from(roles).where(eq(roles.name, 'writer-old'));
    expect(again[0].routes.filter((r) => r === 'publish')).toHaveLength(1);
  });
});
