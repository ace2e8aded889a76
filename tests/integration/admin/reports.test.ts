import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GET as dashboardGet } from '@/app/api/report/dashboard/route';
import { articleCategories, articleReadsDaily, articles, categories, roles } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { addDays, buildPeriod, parsePeriod, presetRange } from '@/lib/reports/period';
import {
  getCategories,
  getPosts,
  getPreviousTotals,
  getPublishers,
  getReadsSeries,
  getTotals,
  reportScope,
  type ReportScope,
} from '@/lib/reports/queries';
import { noParams, password, request, signIn } from '@/tests/support/api';
import { rowsOf, setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// A hand-built data set with known answers. Site zone America/Sao_Paulo (UTC−3, no DST in 2025/2026):
// local midnight of a day D is D 03:00 UTC. The period is 1–7 March 2026; the previous one 22–28 Feb.

const timeZone = 'America/Sao_Paulo';
const options = { timeZone };
const t = setUpTestDb({ truncate: false });

const period = buildPeriod('custom', { from: '2026-03-01', to: '2026-03-07' });
const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ')}</p>`;

interface World {
  admin: number;
  ana: number;
  bia: number;
  a1: number;
  a2: number;
  a4: number;
  tech: number;
  design: number;
}

async function buildWorld(): Promise<World> {
  const admin = (await createUser(t.db, { email: 'admin@example.com', password, role: 'admin', name: 'Admin' })).id;
  const ana = (await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' })).id;
  const bia = (await createUser(t.db, { email: 'bia@example.com', password, role: 'operational', name: 'Bia' })).id;
  const [tech, design] = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Tecnologia', backgroundColor: '#1e3a8a', textColor: '#ffffff' },
      { uniqueKey: 'design', name: 'Design', backgroundColor: '#fbcfe8', textColor: '#000000' },
    ])
    .returning({ id: categories.id });
  const article = (slug: string, authorId: number, createdAt: string, publishedAt: string | null, content = '<p>Curto.</p>') => ({
    uniqueKey: slug,
    title: slug.toUpperCase(),
    content,
    authorId,
    status: publishedAt ? ('published' as const) : ('draft' as const),
    publishedAt: publishedAt ? new Date(publishedAt) : null,
    createdAt: new Date(createdAt),
  });
  const rows = await t.db
    .insert(articles)
    .values([
      // Published at local midnight of 1 March: inside the period, not inside the previous one.
      article('a1', ana, '2026-03-01T03:00:00Z', '2026-03-01T03:00:00Z', words(450)),
      article('a2', bia, '2026-02-10T12:00:00Z', '2026-02-10T12:00:00Z'),
      // Created 7 March 23:59 local: in the period.
      article('a3', ana, '2026-03-08T02:59:00Z', null),
      article('a4', bia, '2026-01-05T12:00:00Z', '2026-01-05T12:00:00Z'),
      // Created 28 February 23:59 local: in the previous period.
      article('a5', bia, '2026-03-01T02:59:00Z', null),
      // Created 8 March 00:00 local: after the period.
      article('a6', ana, '2026-03-08T03:00:00Z', null),
      // Created in the period, then moved to the trash: not counted as created (issue 33 §4).
      { ...article('a7', ana, '2026-03-02T12:00:00Z', null), deletedAt: new Date('2026-03-03T12:00:00Z') },
    ])
    .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
  const id = (slug: string) => rows.find((r) => r.uniqueKey === slug)!.id;
  await t.db.insert(articleCategories).values([
    { articleId: id('a1'), categoryId: tech.id },
    { articleId: id('a2'), categoryId: tech.id },
    { articleId: id('a2'), categoryId: design.id },
    { articleId: id('a4'), categoryId: design.id },
  ]);
  await t.db.insert(articleReadsDaily).values([
    { articleId: id('a1'), day: '2026-03-01', reads: 10 },
    { articleId: id('a1'), day: '2026-03-07', reads: 5 },
    { articleId: id('a1'), day: '2026-03-08', reads: 100 },
    { articleId: id('a1'), day: '2026-02-28', reads: 7 },
    { articleId: id('a2'), day: '2026-03-03', reads: 20 },
    { articleId: id('a2'), day: '2026-02-22', reads: 4 },
    { articleId: id('a2'), day: '2026-02-21', reads: 50 },
    { articleId: id('a4'), day: '2026-02-25', reads: 3 },
  ]);
  return { admin, ana, bia, a1: id('a1'), a2: id('a2'), a4: id('a4'), tech: tech.id, design: design.id };
}

const everyone: ReportScope = { authorId: null };
let w: World;


describe('dashboard figures on a hand-built data set', () => {
  beforeAll(async () => {
    await t.truncate();
    w = await buildWorld();
  });

  it('totals the period with its edges in the site time zone', async () => {
    expect(await getTotals(t.db, everyone, period, options)).toEqual({ reads: 35, articlesCreated: 2, unreadArticles: 1, activeAuthors: 2 });
  });

  it('totals the previous period of the same length', async () => {
    expect(await getPreviousTotals(t.db, everyone, period, options)).toEqual({ reads: 14, articlesCreated: 1, unreadArticles: 0, activeAuthors: 1 });
  });

  it("gives a user without 'reports-all' the figures of their own articles only", async () => {
    const ana = { authorId: w.ana };
    const bia = { authorId: w.bia };
    expect(await getTotals(t.db, ana, period, options)).toEqual({ reads: 15, articlesCreated: 2, unreadArticles: 0, activeAuthors: 1 });
    expect(await getPreviousTotals(t.db, ana, period, options)).toEqual({ reads: 7, articlesCreated: 0, unreadArticles: 0, activeAuthors: 0 });
    expect(await getTotals(t.db, bia, period, options)).toEqual({ reads: 20, articlesCreated: 0, unreadArticles: 1, activeAuthors: 1 });
    expect(await getPreviousTotals(t.db, bia, period, options)).toEqual({ reads: 7, articlesCreated: 1, unreadArticles: 0, activeAuthors: 1 });
    expect((await getPosts(t.db, ana, period)).rows.map((r) => r.id)).toEqual([w.a1]);
    expect((await getPublishers(t.db, ana, period, options)).map((p) => p.id)).toEqual([w.ana]);
    expect(await getReadsSeries(t.db, bia, period, 'day')).toEqual(
      expect.arrayContaining([{ start: '2026-03-03', end: '2026-03-03', reads: 20 }, { start: '2026-03-01', end: '2026-03-01', reads: 0 }]),
    );
  });

  it('derives the scope from the grants', () => {
    expect(reportScope({ id: 7, grants: ['dashboard', 'reports-all'] })).toEqual({ authorId: null });
    expect(reportScope({ id: 7, grants: ['dashboard'] })).toEqual({ authorId: 7 });
  });

  it('draws reads over time, one zero-filled point per day', async () => {
    const series = await getReadsSeries(t.db, everyone, period, 'day');
    expect(series.map((p) => [p.start, p.reads])).toEqual([
      ['2026-03-01', 10],
      ['2026-03-02', 0],
      ['2026-03-03', 20],
      ['2026-03-04', 0],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 5],
    ]);
  });

  it('ranks publishers by articles published in the period, then by reads', async () => {
    const publishers = await getPublishers(t.db, everyone, period, options);
    expect(publishers.map((p) => [p.name, p.articlesPublished, p.reads])).toEqual([
      ['Ana User', 1, 15],
      ['Bia User', 0, 20],
    ]);
  });

  it('sums reads and published articles per category, in its colours', async () => {
    const rows = await getCategories(t.db, everyone, period, options);
    expect(rows).toEqual([
      { id: w.tech, uniqueKey: 'technology', name: 'Tecnologia', textColor: '#ffffff', backgroundColor: '#1e3a8a', articles: 2, reads: 35 },
      { id: w.design, uniqueKey: 'design', name: 'Design', textColor: '#000000', backgroundColor: '#fbcfe8', articles: 2, reads: 20 },
    ]);
  });

  it('lists the articles read in the period with the previous reads, reading time and sorting', async () => {
    const page = await getPosts(t.db, everyone, period);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => [r.id, r.reads, r.previousReads])).toEqual([
      [w.a2, 20, 4],
      [w.a1, 15, 7],
    ]);
    const a1 = page.rows.find((r) => r.id === w.a1)!;
    expect(a1).toMatchObject({ uniqueKey: 'a1', title: 'A1', status: 'published', readingMinutes: 3, publishedAt: '2026-03-01T03:00:00.000Z' });
    expect((await getPosts(t.db, everyone, period, { sort: 'change', dir: 'asc' })).rows.map((r) => r.id)).toEqual([w.a1, w.a2]);
    expect((await getPosts(t.db, everyone, period, { sort: 'title' })).rows.map((r) => r.id)).toEqual([w.a1, w.a2]);
    expect((await getPosts(t.db, everyone, period, { sort: 'published', dir: 'desc' })).rows.map((r) => r.id)).toEqual([w.a1, w.a2]);
    const second = await getPosts(t.db, everyone, period, { pageSize: 1, page: 2 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.rows.map((r) => r.id)).toEqual([w.a1]);
  });

  it('answers an empty period with zeros and empty lists', async () => {
    const empty = buildPeriod('custom', { from: '2025-01-01', to: '2025-01-07' });
    expect(await getTotals(t.db, everyone, empty, options)).toEqual({ reads: 0, articlesCreated: 0, unreadArticles: 0, activeAuthors: 0 });
    expect((await getReadsSeries(t.db, everyone, empty, 'day')).every((p) => p.reads === 0)).toBe(true);
    expect(await getPublishers(t.db, everyone, empty, options)).toEqual([]);
    expect(await getCategories(t.db, everyone, empty, options)).toEqual([]);
    expect(await getPosts(t.db, everyone, empty)).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
  });

  it('gives the same figures when whole months come from the monthly roll-up', async () => {
    // 83 days: January and February from article_reads_monthly, the edges from the daily roll-up.
    const long = buildPeriod('custom', { from: '2025-12-15', to: '2026-03-07' });
    expect((await getTotals(t.db, everyone, long, options)).reads).toBe(99);
    const posts = await getPosts(t.db, everyone, long);
    expect(posts.rows.map((r) => [r.id, r.reads])).toEqual([
      [w.a2, 74],
      [w.a1, 22],
      [w.a4, 3],
    ]);
    const year = buildPeriod('custom', { from: '2025-06-01', to: '2026-03-07' });
    expect(year.granularity).toBe('month');
    const series = await getReadsSeries(t.db, everyone, year, 'month');
    expect(series).toHaveLength(10);
    expect(series.find((p) => p.start === '2026-02-01')!.reads).toBe(64);
    expect(series.find((p) => p.start === '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-07', reads: 35 });
    expect(series.reduce((sum, p) => sum + p.reads, 0)).toBe(99);
    const weekly = await getReadsSeries(t.db, everyone, long, 'week');
    expect(weekly[0].start).toBe('2025-12-15');
    expect(weekly.reduce((sum, p) => sum + p.reads, 0)).toBe(99);
  });
});

describe('the monthly, weekly, quarterly and site roll-ups', () => {
  async function mismatches() {
    const result = await t.db.execute(sql`
      with d as (select article_id, date_trunc('month', day::timestamp)::date as month, sum(reads)::int as reads
                 from article_reads_daily group by 1, 2),
      m as (select article_id, month, reads from article_reads_monthly where reads <> 0)
      select coalesce(d.article_id, m.article_id) as article_id, coalesce(d.month, m.month)::text as month, d.reads as daily, m.reads as monthly
      from d full join m on d.article_id = m.article_id and d.month = m.month
      where d.reads is distinct from m.reads and not (coalesce(d.reads, 0) = 0 and m.reads is null)
    `);
    // The weekly (week = Monday) and quarterly roll-ups and the site's daily totals follow the same trigger rules.
    const weekly = await t.db.execute(sql`
      with d as (select article_id, date_trunc('week', day::timestamp)::date as week, sum(reads)::int as reads
                 from article_reads_daily group by 1, 2),
      w as (select article_id, week, reads from article_reads_weekly where reads <> 0)
      select coalesce(d.article_id, w.article_id) as article_id, coalesce(d.week, w.week)::text as week, d.reads as daily, w.reads as weekly
      from d full join w on d.article_id = w.article_id and d.week = w.week
      where d.reads is distinct from w.reads and not (coalesce(d.reads, 0) = 0 and w.reads is null)
    `);
    const quarterly = await t.db.execute(sql`
      with d as (select article_id, date_trunc('quarter', day::timestamp)::date as quarter, sum(reads)::int as reads
                 from article_reads_daily group by 1, 2),
      q as (select article_id, quarter, reads from article_reads_quarterly where reads <> 0)
      select coalesce(d.article_id, q.article_id) as article_id, coalesce(d.quarter, q.quarter)::text as quarter, d.reads as daily, q.reads as quarterly
      from d full join q on d.article_id = q.article_id and d.quarter = q.quarter
      where d.reads is distinct from q.reads and not (coalesce(d.reads, 0) = 0 and q.reads is null)
    `);
    const site = await t.db.execute(sql`
      with d as (select day, sum(reads)::bigint as reads from article_reads_daily group by 1),
      s as (select day, reads from site_reads_daily where reads <> 0)
      select coalesce(d.day, s.day)::text as day, d.reads as daily, s.reads as site
      from d full join s on d.day = s.day
      where d.reads is distinct from s.reads and not (coalesce(d.reads, 0) = 0 and s.reads is null)
    `);
    return [...rowsOf<Record<string, unknown>>(result), ...rowsOf<Record<string, unknown>>(weekly), ...rowsOf<Record<string, unknown>>(quarterly), ...rowsOf<Record<string, unknown>>(site)];
  }
  async function monthly(articleId: number, month: string) {
    const result = await t.db.execute(sql`select reads from article_reads_monthly where article_id = ${articleId} and month = ${month}::date`);
    return Number(rowsOf<{ reads: number }>(result)[0]?.reads ?? 0);
  }

  beforeAll(async () => {
    await t.truncate();
    w = await buildWorld();
  });

  it('holds the month sums of the daily rows after inserts', async () => {
    expect(await mismatches()).toEqual([]);
    expect(await monthly(w.a1, '2026-03-01')).toBe(115);
    expect(await monthly(w.a2, '2026-02-01')).toBe(54);
  });

  it('follows the read-counting upsert, updates that move a row to another month, and deletes', async () => {
    await t.db
      .insert(articleReadsDaily)
      .values({ articleId: w.a1, day: '2026-03-02', reads: 1 })
      .onConflictDoUpdate({ target: [articleReadsDaily.articleId, articleReadsDaily.day], set: { reads: sql`${articleReadsDaily.reads} + 1` } });
    await t.db
      .insert(articleReadsDaily)
      .values({ articleId: w.a1, day: '2026-03-02', reads: 1 })
      .onConflictDoUpdate({ target: [articleReadsDaily.articleId, articleReadsDaily.day], set: { reads: sql`${articleReadsDaily.reads} + 1` } });
    expect(await monthly(w.a1, '2026-03-01')).toBe(117);

    await t.db.update(articleReadsDaily).set({ reads: 8 }).where(and(eq(articleReadsDaily.articleId, w.a2), eq(articleReadsDaily.day, '2026-02-22')));
    expect(await monthly(w.a2, '2026-02-01')).toBe(58);

    await t.db.update(articleReadsDaily).set({ day: '2026-01-31' }).where(and(eq(articleReadsDaily.articleId, w.a2), eq(articleReadsDaily.day, '2026-02-21')));
    expect(await monthly(w.a2, '2026-02-01')).toBe(8);
    expect(await monthly(w.a2, '2026-01-01')).toBe(50);

    await t.db.update(articleReadsDaily).set({ articleId: w.a4 }).where(and(eq(articleReadsDaily.articleId, w.a2), eq(articleReadsDaily.day, '2026-01-31')));
    expect(await monthly(w.a2, '2026-01-01')).toBe(0);
    expect(await monthly(w.a4, '2026-01-01')).toBe(50);

    await t.db.delete(articleReadsDaily).where(eq(articleReadsDaily.articleId, w.a1));
    expect(await monthly(w.a1, '2026-03-01')).toBe(0);
    expect(await mismatches()).toEqual([]);
  });

  it('lets an article with reads be deleted (its monthly rows go with it)', async () => {
    await t.db.delete(articles).where(eq(articles.id, w.a4));
    expect(await monthly(w.a4, '2026-01-01')).toBe(0);
    expect(await mismatches()).toEqual([]);
  });
});

describe('a period that ends today', () => {
  // Its last partial quarter, month or week may be read whole minus the days after it: the figures
  // stay exact, even with reads dated after the period.
  it('sums the same reads as the daily roll-up', async () => {
    await t.truncate();
    const today = new Date().toISOString().slice(0, 10);
    const author = (await createUser(t.db, { email: 'hoje@example.com', password, role: 'operational', name: 'Hoje' })).id;
    const [article] = await t.db
      .insert(articles)
      .values({ uniqueKey: 'hoje', title: 'Hoje', content: '<p>Curto.</p>', authorId: author, status: 'published', publishedAt: new Date('2024-01-01T12:00:00Z') })
      .returning({ id: articles.id });
    await t.db.insert(articleReadsDaily).values([
      ...Array.from({ length: 400 }, (_, i) => ({ articleId: article.id, day: addDays(today, -i), reads: 1 + (i % 7) })),
      { articleId: article.id, day: addDays(today, 3), reads: 1000 },
    ]);
    const scope: ReportScope = { authorId: author };
    for (const preset of ['today', '7d', '30d', '90d', '12m', 'ytd'] as const) {
      const p = buildPeriod(preset, presetRange(preset, today));
      const result = await t.db.execute(
        sql`select coalesce(sum(reads), 0)::int as reads from article_reads_daily where day between ${p.from}::date and ${p.to}::date`,
      );
      const expected = Number(rowsOf<{ reads: number }>(result)[0].reads);
      expect({ preset, reads: (await getTotals(t.db, scope, p, options)).reads }).toEqual({ preset, reads: expected });
      expect({ preset, reads: (await getPosts(t.db, scope, p)).rows[0]?.reads }).toEqual({ preset, reads: expected });
    }
  });
});

describe('GET /api/report/dashboard', () => {
  const dashboard = (path: string, token?: string) => dashboardGet(request(path, { token }), noParams);
  const tokenOf = async (email: string) => (await signIn(email)).token;

  beforeAll(async () => {
    await t.truncate();
    await resetLoginThrottle();
    w = await buildWorld();
  });

  it('answers every figure for a custom range in one envelope', async () => {
    const res = await dashboard('/api/report/dashboard?from=2026-03-01&to=2026-03-07', await tokenOf('admin@example.com'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['totals', 'previousTotals', 'readsSeries', 'publishers', 'categories', 'posts']));
    expect(body.data.totals).toEqual({ reads: 35, articlesCreated: 2, unreadArticles: 1, activeAuthors: 2 });
    expect(body.data.previousTotals.reads).toBe(14);
    expect(body.data.readsSeries).toHaveLength(7);
    expect(body.data.posts.rows.map((r: { id: number }) => r.id)).toEqual([w.a2, w.a1]);
  });

  it("scopes an operational user's answer to their own articles", async () => {
    const res = await dashboard('/api/report/dashboard?from=2026-03-01&to=2026-03-07', await tokenOf('ana@example.com'));
    const body = await res.json();
    expect(body.data.totals.reads).toBe(15);
    expect(body.data.posts.rows.map((r: { id: number }) => r.id)).toEqual([w.a1]);
    expect(body.data.publishers.map((p: { id: number }) => p.id)).toEqual([w.ana]);
  });

  it('accepts a preset period', async () => {
    const res = await dashboard('/api/report/dashboard?period=7d', await tokenOf('admin@example.com'));
    expect(res.status).toBe(200);
    expect((await res.json()).data.readsSeries).toHaveLength(7);
    const check = parsePeriod({ period: '7d' }, '2026-03-07');
    expect(check.ok).toBe(true);
  });

  it('answers an invalid query with 422 naming the field', async () => {
    const token = await tokenOf('admin@example.com');
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-03-07&to=2026-03-01', 'to'],
      ['from=2026-03-01', 'to'],
      ['period=2y', 'period'],
      ['from=01/03/2026&to=2026-03-07', 'from'],
      ['period=7d&sort=views', 'sort'],
      ['period=7d&page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await dashboard(`/api/report/dashboard?${query}`, token);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body).toMatchObject({ error: true, code: 422 });
      expect(body.errors[0].field).toBe(field);
      expect(body.errors[0].message).not.toMatch(/^Reports\./);
    }
  });

  it('refuses callers without a session (401) or without the dashboard route (403)', async () => {
    expect((await dashboard('/api/report/dashboard')).status).toBe(401);
    await t.db.insert(roles).values({ uniqueKey: randomUUID(), name: 'nodash', title: 'No dashboard', activeRoutes: ['settings-profile'] });
    await createUser(t.db, { email: 'nodash@example.com', password, role: 'nodash' });
    const res = await dashboard('/api/report/dashboard', await tokenOf('nodash@example.com'));
    expect(res.status).toBe(403);
  });
});

describe('the posts table by translation group', () => {
  beforeAll(async () => {
    await t.truncate();
    await resetLoginThrottle();
    w = await buildWorld();
    // a1 (Ana's) becomes the English translation of a2 (Bia's, in the default language).
    await t.db.update(articles).set({ translationGroup: w.a2 }).where(eq(articles.id, w.a2));
    await t.db.update(articles).set({ translationGroup: w.a2, locale: 'en' }).where(eq(articles.id, w.a1));
  });

  it('sums a group on one row, named after its default-language article, with the languages shown', async () => {
    const grouped = await getPosts(t.db, everyone, period, { translations: 'grouped' });
    expect(grouped.total).toBe(1);
    expect(grouped.rows).toEqual([expect.objectContaining({ id: w.a2, uniqueKey: 'a2', reads: 35, previousReads: 11, languages: ['pt-BR', 'en'] })]);
    // The long period also has a4, a group of its own.
    const long = buildPeriod('custom', { from: '2025-12-15', to: '2026-03-07' });
    expect((await getPosts(t.db, everyone, long, { translations: 'grouped', sort: 'reads', dir: 'asc' })).rows.map((r) => [r.id, r.reads, r.languages])).toEqual([
      [w.a4, 3, ['pt-BR']],
      [w.a2, 96, ['pt-BR', 'en']],
    ]);
    // Each translation on its own row, as before.
    expect((await getPosts(t.db, everyone, period)).rows.map((r) => [r.id, r.reads, r.languages])).toEqual([
      [w.a2, 20, undefined],
      [w.a1, 15, undefined],
    ]);
  });

  it("keeps to a user's own articles: their translation alone makes the row", async () => {
    const grouped = await getPosts(t.db, { authorId: w.ana }, period, { translations: 'grouped' });
    expect(grouped.rows.map((r) => [r.id, r.reads, r.languages])).toEqual([[w.a1, 15, ['en']]]);
  });

  it('sorts titles without regard to accents, in both views', async () => {
    await t.db.update(articles).set({ title: 'Como escolher' }).where(eq(articles.id, w.a1));
    await t.db.update(articles).set({ title: 'Cómo elegir' }).where(eq(articles.id, w.a2));
    const long = buildPeriod('custom', { from: '2025-12-15', to: '2026-03-07' });
    expect((await getPosts(t.db, everyone, period, { sort: 'title' })).rows.map((r) => r.title)).toEqual(['Cómo elegir', 'Como escolher']);
    expect((await getPosts(t.db, everyone, long, { sort: 'title', translations: 'grouped' })).rows.map((r) => r.title)).toEqual(['A4', 'Cómo elegir']);
  });

  it('takes ?translations=grouped on the API and refuses another value with 422', async () => {
    const token = (await signIn('admin@example.com')).token;
    const res = await dashboardGet(request('/api/report/dashboard?from=2026-03-01&to=2026-03-07&translations=grouped', { token }), noParams);
    expect((await res.json()).data.posts.rows.map((r: { id: number; languages: string[] }) => [r.id, r.languages])).toEqual([[w.a2, ['pt-BR', 'en']]]);
    const bad = await dashboardGet(request('/api/report/dashboard?period=7d&translations=merged', { token }), noParams);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0].field).toBe('translations');
  });
});
