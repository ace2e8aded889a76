import { randomUUID } from 'node:crypto';
import { GET as leadsGet } from '@/app/api/report/leads/route';
import { articleReadsDaily, articles, leads, type Touch } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { buildPeriod } from '@/lib/reports/period';
import { getLeadsReport } from '@/lib/reports/lead-queries';
import { noParams, password, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// The leads report (issue 32 §2) on a hand-built set of leads with known answers. Site zone
// America/Sao_Paulo (UTC−3): local midnight of a day D is D 03:00 UTC. The period is 1–7 March 2026;
// the previous one 22–28 February.

const timeZone = 'America/Sao_Paulo';
const t = setUpTestDb({ truncate: false });
const period = buildPeriod('custom', { from: '2026-03-01', to: '2026-03-07' });

const touch = (source: string, medium: string, campaign: string | null, landing: string | null): Touch => ({
  source,
  medium,
  campaign,
  term: null,
  content: null,
  referrer_host: null,
  landing_path: landing,
  click_id: false,
  at: '2026-03-01T12:00:00.000Z',
});

interface World {
  ana: number;
  a1: number;
  a2: number;
}

async function buildWorld(): Promise<World> {
  await createUser(t.db, { email: 'admin@example.com', password, role: 'admin', name: 'Admin' });
  const ana = (await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' })).id;
  const bia = (await createUser(t.db, { email: 'bia@example.com', password, role: 'operational', name: 'Bia' })).id;
  const [a1, a2] = await t.db
    .insert(articles)
    .values([
      { uniqueKey: 'erp', title: 'ERP', content: '<p>ERP</p>', authorId: ana, status: 'published', publishedAt: new Date('2026-01-10T12:00:00Z') },
      { uniqueKey: 'crm', title: 'CRM', content: '<p>CRM</p>', authorId: bia, status: 'published', publishedAt: new Date('2026-01-10T12:00:00Z'), locale: 'en' },
    ])
    .returning({ id: articles.id });
  await t.db.insert(articleReadsDaily).values([
    { articleId: a1.id, day: '2026-03-02', reads: 10 },
    { articleId: a1.id, day: '2026-02-25', reads: 4 },
    { articleId: a2.id, day: '2026-03-03', reads: 20 },
  ]);
  const lead = (email: string, createdAt: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
    uniqueKey: randomUUID(),
    module: 'contact' as const,
    email,
    createdAt: new Date(createdAt),
    ...extra,
  });
  await t.db.insert(leads).values([
    // In the period, from the newsletter's November campaign: counted under its first touch.
    lead('l1@example.com', '2026-03-02T12:00:00Z', { firstTouch: touch('newsletter', 'email', 'nov', '/'), lastTouch: touch('google', 'organic', null, '/'), conversionPath: '/contact' }),
    // Only a last touch: the fallback. Landed and converted on the same article: one lead for it.
    lead('l2@example.com', '2026-03-03T12:00:00Z', { lastTouch: touch('google', 'organic', null, `/post/erp/${a1.id}`), conversionPath: `/post/erp/${a1.id}` }),
    // No attribution at all (an older lead): "(not set)" everywhere.
    lead('l3@example.com', '2026-03-04T12:00:00Z'),
    // Landed first on the English article under a stale slug: still that article.
    lead('l4@example.com', '2026-03-05T12:00:00Z', { firstTouch: touch('newsletter', 'email', 'nov', `/en/post/old-slug/${a2.id}?utm_source=newsletter`), conversionPath: '/contact' }),
    // 7 March, 23:59 in São Paulo: still in the period.
    lead('l8@example.com', '2026-03-08T02:59:00Z', { firstTouch: touch('linkedin', 'social', null, '/blog'), conversionPath: '/blog', module: 'newsletter' }),
    // Left out: spam, deleted, after the period, before the previous one.
    lead('spam@example.com', '2026-03-02T12:00:00Z', { isSpam: true, spamReason: 'no-proof', firstTouch: touch('newsletter', 'email', 'nov', '/') }),
    lead('deleted@example.com', '2026-03-02T12:00:00Z', { status: 'deleted', firstTouch: touch('newsletter', 'email', 'nov', '/') }),
    lead('after@example.com', '2026-03-08T03:00:00Z', { firstTouch: touch('newsletter', 'email', 'nov', '/') }),
    lead('before@example.com', '2026-02-22T02:59:00Z', { firstTouch: touch('newsletter', 'email', 'nov', '/') }),
    // The previous period: October's campaign, converted on the ERP article.
    lead('l7@example.com', '2026-02-25T12:00:00Z', { firstTouch: touch('newsletter', 'email', 'oct', '/'), conversionPath: `/post/erp/${a1.id}` }),
  ]);
  return { ana, a1: a1.id, a2: a2.id };
}

let w: World;

beforeAll(async () => {
  await t.truncate();
  await resetLoginThrottle();
  w = await buildWorld();
});

describe('the leads report', () => {
  it('totals the leads of the period and of the previous one, spam and deleted leads left out', async () => {
    const report = await getLeadsReport(t.db, { authorId: null }, period, { timeZone });
    expect(report.totals).toEqual({ leads: 5, articleLeads: 2 });
    expect(report.previousTotals).toEqual({ leads: 1, articleLeads: 1 });
  });

  it('counts each lead under its first touch, else its last, with "(not set)" (null) last', async () => {
    const report = await getLeadsReport(t.db, { authorId: null }, period, { timeZone });
    expect(report.sources).toEqual({
      rows: [
        { source: 'newsletter', medium: 'email', leads: 2, previousLeads: 1 },
        { source: 'google', medium: 'organic', leads: 1, previousLeads: 0 },
        { source: 'linkedin', medium: 'social', leads: 1, previousLeads: 0 },
        { source: null, medium: null, leads: 1, previousLeads: 0 },
      ],
      more: 0,
    });
    expect(report.campaigns.rows).toEqual([
      { campaign: null, leads: 3, previousLeads: 0 },
      { campaign: 'nov', leads: 2, previousLeads: 0 },
      { campaign: 'oct', leads: 0, previousLeads: 1 },
    ]);
  });

  it('counts leads per landing page and per converting page', async () => {
    const report = await getLeadsReport(t.db, { authorId: null }, period, { timeZone });
    expect(report.landingPages.rows).toEqual([
      { path: '/', leads: 1, previousLeads: 1 },
      { path: '/blog', leads: 1, previousLeads: 0 },
      { path: `/en/post/old-slug/${w.a2}?utm_source=newsletter`, leads: 1, previousLeads: 0 },
      { path: `/post/erp/${w.a1}`, leads: 1, previousLeads: 0 },
      { path: null, leads: 1, previousLeads: 0 },
    ]);
    expect(report.conversionPages.rows).toEqual([
      { path: '/contact', leads: 2, previousLeads: 0 },
      { path: `/post/erp/${w.a1}`, leads: 1, previousLeads: 1 },
      { path: '/blog', leads: 1, previousLeads: 0 },
      { path: null, leads: 1, previousLeads: 0 },
    ]);
  });

  it('gives each article the leads it brought, in any language, divided by its reads', async () => {
    const report = await getLeadsReport(t.db, { authorId: null }, period, { timeZone });
    expect(report.articles).toEqual([
      { id: w.a1, uniqueKey: 'erp', title: 'ERP', locale: 'pt-BR', leads: 1, previousLeads: 1, reads: 10, previousReads: 4, rate: 0.1, previousRate: 0.25 },
      { id: w.a2, uniqueKey: 'crm', title: 'CRM', locale: 'en', leads: 1, previousLeads: 0, reads: 20, previousReads: 0, rate: 0.05, previousRate: null },
    ]);
  });

  it("gives a user without 'reports-all' the leads their own articles brought", async () => {
    const report = await getLeadsReport(t.db, { authorId: w.ana }, period, { timeZone });
    expect(report.totals).toEqual({ leads: 1, articleLeads: 1 });
    expect(report.previousTotals).toEqual({ leads: 1, articleLeads: 1 });
    expect(report.sources.rows).toEqual([
      { source: 'google', medium: 'organic', leads: 1, previousLeads: 0 },
      { source: 'newsletter', medium: 'email', leads: 0, previousLeads: 1 },
    ]);
    expect(report.articles.map((a) => a.id)).toEqual([w.a1]);
  });

  it('answers an empty period with zeros and empty lists', async () => {
    const empty = await getLeadsReport(t.db, { authorId: null }, buildPeriod('custom', { from: '2025-01-01', to: '2025-01-07' }), { timeZone });
    expect(empty.totals).toEqual({ leads: 0, articleLeads: 0 });
    expect(empty.previousTotals).toEqual({ leads: 0, articleLeads: 0 });
    expect(empty.sources).toEqual({ rows: [], more: 0 });
    expect(empty.articles).toEqual([]);
  });
});

describe('GET /api/report/leads', () => {
  const get = (path: string, token?: string) => leadsGet(request(path, { token }), noParams);
  const tokenOf = async (email: string) => (await signIn(email)).token;

  it('answers the figures of the period with the previous period beside them', async () => {
    const res = await get('/api/report/leads?from=2026-03-01&to=2026-03-07', await tokenOf('admin@example.com'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(body.data.period).toEqual({ key: 'custom', from: '2026-03-01', to: '2026-03-07', days: 7, previous: { from: '2026-02-22', to: '2026-02-28' } });
    expect(body.data.totals).toEqual({ leads: 5, articleLeads: 2 });
    expect(body.data.previousTotals).toEqual({ leads: 1, articleLeads: 1 });
    expect(body.data.campaigns.rows).toContainEqual({ campaign: 'nov', leads: 2, previousLeads: 0 });
    expect(body.data.sources.rows[0]).toEqual({ source: 'newsletter', medium: 'email', leads: 2, previousLeads: 1 });
    expect(body.data.articles.map((a: { id: number; leads: number; reads: number; rate: number }) => [a.id, a.leads, a.reads, a.rate])).toEqual([
      [w.a1, 1, 10, 0.1],
      [w.a2, 1, 20, 0.05],
    ]);
  });

  it("scopes an operational user's answer to the leads of their own articles", async () => {
    const res = await get('/api/report/leads?from=2026-03-01&to=2026-03-07', await tokenOf('ana@example.com'));
    const body = await res.json();
    expect(body.data.totals.leads).toBe(1);
    expect(body.data.articles.map((a: { id: number }) => a.id)).toEqual([w.a1]);
  });

  it('accepts a preset period, and answers an invalid one with 422 naming the field', async () => {
    const token = await tokenOf('admin@example.com');
    expect((await get('/api/report/leads?period=7d', token)).status).toBe(200);
    for (const [query, field] of [
      ['from=2026-03-07&to=2026-03-01', 'to'],
      ['period=2y', 'period'],
      ['from=2026-03-01', 'to'],
    ]) {
      const res = await get(`/api/report/leads?${query}`, token);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors[0].field).toBe(field);
      expect(body.errors[0].message).not.toMatch(/^Reports\./);
    }
  });

  it('refuses a caller without a session', async () => {
    expect((await get('/api/report/leads')).status).toBe(401);
  });
});
