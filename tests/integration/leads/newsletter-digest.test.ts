import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { articles, emailOutbox, leads, newsletterDigestSends } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { isoWeek, sendWeeklyDigest } from '@/lib/newsletter/digest';
import { unsubscribeToken } from '@/lib/newsletter/unsubscribe-token';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

let t: TestDb;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60_000);

async function article(title: string, locale: string, publishedAt: Date | null, status: 'published' | 'draft' = 'published') {
  const [row] = await t.db
    .insert(articles)
    .values({ uniqueKey: `${title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`, title, content: '<p>x</p>', excerpt: `About ${title}`, image: '/uploads/a.webp', status, locale, publishedAt })
    .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
  return row;
}
async function subscriber(email: string, locale: string, extra: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(leads)
    .values({ uniqueKey: randomUUID(), module: 'newsletter', email, locale, newsletterStatus: 'active', ...extra })
    .returning({ id: leads.id });
  return row.id;
}

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  delete process.env.SMTP_URL;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => t.truncate());

describe('isoWeek', () => {
  it('names the ISO week of the site-time calendar day', () => {
    expect(isoWeek(new Date('2026-11-20T12:00:00Z'), 'America/Sao_Paulo')).toBe('2026-W47');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'), 'UTC')).toBe('2020-W53');
    // Monday 00:30 in UTC is still Sunday in São Paulo.
    expect(isoWeek(new Date('2026-11-23T00:30:00Z'), 'America/Sao_Paulo')).toBe('2026-W47');
  });
});

describe('sendWeeklyDigest', () => {
  it('sends nothing when nothing was published in the last 7 days', async () => {
    await subscriber('a@example.com', 'pt-BR');
    await article('Old', 'pt-BR', daysAgo(8));
    await article('Draft', 'pt-BR', null, 'draft');
    const result = await sendWeeklyDigest({ now });
    expect(result).toMatchObject({ articles: 0, sent: 0 });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('sends the week\'s articles in the subscriber\'s language, with the unsubscribe link and RFC 8058 headers, once per week', async () => {
    const pt = await article('Artigo novo', 'pt-BR', daysAgo(2));
    const en = await article('New article', 'en', daysAgo(1));
    await article('Too old', 'en', daysAgo(9));
    const ana = await subscriber('ana@example.com', 'pt-BR');
    const bob = await subscriber('bob@example.com', 'en');
    const cid = await subscriber('cid@example.com', 'fr');
    await subscriber('cancelled@example.com', 'pt-BR', { newsletterStatus: 'cancelled' });
    await subscriber('pending@example.com', 'pt-BR', { newsletterStatus: 'pending' });
    await subscriber('spam@example.com', 'pt-BR', { isSpam: true });
    await subscriber('black@example.com', 'pt-BR', { status: 'blackListed' });

    const first = await sendWeeklyDigest({ now });
    expect(first).toMatchObject({ week: '2026-W47', articles: 2, sent: 3, skipped: 0 });
    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => m.toAddress)).toEqual(['ana@example.com', 'bob@example.com', 'cid@example.com']);
    const byTo = Object.fromEntries(mails.map((m) => [m.toAddress, m]));
    expect(byTo['ana@example.com'].text).toContain(`http://localhost:3000/post/${pt.uniqueKey}/${pt.id}`);
    expect(byTo['ana@example.com'].text).not.toContain('New article');
    expect(byTo['bob@example.com'].text).toContain(`http://localhost:3000/en/post/${en.uniqueKey}/${en.id}`);
    expect(byTo['bob@example.com'].text).not.toContain('Artigo novo');
    // No French articles: all of them, with the French prefix.
    expect(byTo['cid@example.com'].text).toContain(`/fr/post/${pt.uniqueKey}/${pt.id}`);
    expect(byTo['cid@example.com'].text).toContain(`/fr/post/${en.uniqueKey}/${en.id}`);
    expect(byTo['cid@example.com'].html).toContain('http://localhost:3000/uploads/a.webp');
    for (const [to, id] of [['ana@example.com', ana], ['bob@example.com', bob], ['cid@example.com', cid]] as const) {
      expect(byTo[to].template).toBe('newsletter-digest');
      expect(byTo[to].headers).toMatchObject({
        'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe/${unsubscribeToken(id)}/${id}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(byTo[to].text).toContain(`/unsubscribe-newsletter/${unsubscribeToken(id)}/${id}`);
    }

    const second = await sendWeeklyDigest({ now: new Date(now.getTime() + 60 * 60_000) });
    expect(second).toMatchObject({ sent: 0, skipped: 3 });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(3);
  });

  it('resumes after a crash half-way without sending anyone two copies', async () => {
    await article('Artigo', 'pt-BR', daysAgo(1));
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await subscriber(`s${i}@example.com`, 'pt-BR'));
    let deliveries = 0;
    const crashing = async () => {
      deliveries += 1;
      if (deliveries === 3) throw new Error('process killed');
    };
    await expect(sendWeeklyDigest({ now, deliver: crashing })).rejects.toThrow('process killed');
    expect(await t.db.select().from(newsletterDigestSends)).toHaveLength(3);

    const delivered: number[] = [];
    const result = await sendWeeklyDigest({ now, deliver: async (id) => void delivered.push(id) });
    expect(result).toMatchObject({ sent: 3, skipped: 3 });
    const sends = await t.db.select().from(newsletterDigestSends);
    const outbox = await t.db.select().from(emailOutbox);
    expect(sends.map((s) => s.leadId).sort((a, b) => a - b)).toEqual(ids);
    expect(outbox).toHaveLength(6);
    expect(new Set(outbox.map((o) => o.toAddress)).size).toBe(6);
    for (const s of sends) expect(outbox.find((o) => o.id === s.outboxId)).toBeDefined();

    // Two runs at once still make one digest each.
    await t.db.delete(newsletterDigestSends).where(eq(newsletterDigestSends.isoWeek, '2026-W47'));
    await t.db.delete(emailOutbox).where(eq(emailOutbox.template, 'newsletter-digest'));
    const [a, b] = await Promise.all([sendWeeklyDigest({ now }), sendWeeklyDigest({ now })]);
    expect(a.sent + b.sent).toBe(6);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(6);
  });
});
