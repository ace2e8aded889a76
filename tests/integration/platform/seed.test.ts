import { asc, eq, sql } from 'drizzle-orm';
import {
  articleCategories,
  articleReadsDaily,
  articles,
  categories,
  faqs,
  files,
  layoutSettings,
  roles,
  seoSettings,
  userRoles,
  users,
  whatsappSettings,
} from '@/db/schema';
import { catalogueCategoryKeys, generateAdminPassword, seed } from '@/db/seed';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '@/lib/storage/local';
import { verifyPassword } from '@/lib/auth/password';
import { seedRoles } from '@/lib/auth/routes';
import { createTestDb, rowsOf, type TestDb } from '@/tests/support/test-db';

// The password rules of the spec (§5): at least 8 characters, a number, a special character, a
// lowercase and an uppercase letter. The generated one must also be long (≥ 16).
function meetsPasswordRules(password: string) {
  return password.length >= 16 && /\d/.test(password) && /[^A-Za-z0-9]/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function tableCounts(t: TestDb) {
  const result = await t.db.execute(sql`
    select (select count(*) from roles)::int as roles, (select count(*) from users)::int as users,
           (select count(*) from user_roles)::int as user_roles, (select count(*) from categories)::int as categories,
           (select count(*) from articles)::int as articles, (select count(*) from article_categories)::int as article_categories,
           (select count(*) from article_reads_daily)::int as reads, (select coalesce(sum(reads), 0) from article_reads_daily)::int as total_reads,
           (select count(*) from faqs)::int as faqs, (select count(*) from layout_settings)::int as layout,
           (select count(*) from whatsapp_settings)::int as whatsapp, (select count(*) from seo_settings)::int as seo`);
  return rowsOf<Record<string, number>>(result)[0];
}

let t: TestDb;
let generatedPassword: string | undefined;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestDb();
  const result = await seed(t.db, { adminEmail: '  Admin@Example.COM ', log: (line) => logLines.push(line) });
  expect(result).toMatchObject({ seeded: true, adminEmail: 'admin@example.com' });
  generatedPassword = result.generatedPassword;
}, 60_000);
afterAll(async () => t.close());

describe('seed of an empty database', () => {
  it('creates the four roles with the grants of seedRoles', async () => {
    const rows = await t.db.select().from(roles).orderBy(asc(roles.id));
    expect(rows.map((r) => ({ name: r.name, title: r.title, activeRoutes: r.activeRoutes }))).toEqual(
      seedRoles.map((r) => ({ name: r.name, title: r.title, activeRoutes: [...r.activeRoutes] })),
    );
    expect(new Set(rows.map((r) => r.uniqueKey)).size).toBe(4);
  });

  it('creates one active administrator whose generated password verifies and meets the password rules', async () => {
    expect(generatedPassword).toBeDefined();
    expect(meetsPasswordRules(generatedPassword!)).toBe(true);
    const admins = await t.db
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.name, 'admin'));
    expect(admins).toHaveLength(1);
    const admin = admins[0].user;
    expect(admin).toMatchObject({ email: 'admin@example.com', status: 'active', position: 'ceo', fullName: 'Admin Vitrine' });
    expect(admin.gender).not.toBeNull();
    expect(await verifyPassword(admin.passwordHash!, generatedPassword!)).toBe(true);
    expect(await verifyPassword(admin.passwordHash!, 'wrong-password-1A!')).toBe(false);
  });

  it('never writes the password to the log', () => {
    expect(logLines.join('\n')).not.toContain(generatedPassword);
    expect(logLines[0]).toMatch(/^Seeded the empty database/);
  });

  it('creates three active demo authors who cannot sign in with the admin password', async () => {
    const rows = await t.db
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(sql`${roles.name} <> 'admin'`);
    expect(rows).toHaveLength(3);
    for (const { user, role } of rows) {
      expect(['manager', 'operational']).toContain(role);
      expect(user.status).toBe('active');
      expect(user.biography).toBeTruthy();
      expect(user.phone).toBeTruthy();
      expect(user.position).toBeTruthy();
      expect(user.gender).toBeTruthy();
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash!, generatedPassword!)).toBe(false);
    }
  });

  it('creates the six catalogue categories with readable text colours', async () => {
    const rows = await t.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.map((c) => c.uniqueKey)).toEqual([...catalogueCategoryKeys]);
    expect(rows.map((c) => c.name)).toEqual(['Tecnologia', 'Design', 'Marketing', 'Comércio', 'Recursos Humanos', 'Inovação']);
    expect(new Set(rows.map((c) => c.backgroundColor)).size).toBe(6);
    for (const c of rows) {
      expect(c.status).toBe('active');
      expect(c.description).toBeTruthy();
      expect(contrast(c.textColor, c.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('creates demo articles in pt-BR, en and es, spread over the authors, two drafts and two featured', async () => {
    const rows = await t.db.select().from(articles);
    const links = await t.db.select().from(articleCategories);
    expect(rows.filter((a) => a.locale === 'pt-BR').length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((a) => a.locale === 'en').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((a) => a.locale === 'es').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((a) => a.status === 'draft')).toHaveLength(2);
    expect(rows.filter((a) => a.featured)).toHaveLength(2);
    expect(new Set(rows.map((a) => a.authorId)).size).toBe(3);
    const now = Date.now();
    for (const a of rows) {
      expect(a.uniqueKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.excerpt).toBeTruthy();
      expect(a.image).toBeNull();
      const paragraphs = a.content.match(/<p>/g)?.length ?? 0;
      expect(paragraphs).toBeGreaterThanOrEqual(4);
      expect(paragraphs).toBeLessThanOrEqual(8);
      expect(a.content).toContain('<h2>');
      const count = links.filter((l) => l.articleId === a.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
      if (a.status === 'published') {
        expect(a.publishedAt!.getTime()).toBeLessThanOrEqual(now);
        expect(a.publishedAt!.getTime()).toBeGreaterThan(now - 91 * 86_400_000);
      } else {
        expect(a.publishedAt).toBeNull();
      }
    }
  });

  it('records daily reads for published articles only, within 60 days and never before publication', async () => {
    const result = await t.db.execute(sql`
      select count(*)::int as bad from ${articleReadsDaily} r join ${articles} a on a.id = r.article_id
      where a.status <> 'published' or r.day < (a.published_at - interval '1 day')::date
         or r.day < current_date - 61 or r.day > current_date + 1 or r.reads < 1 or r.reads > 1000`);
    expect(rowsOf<{ bad: number }>(result)[0].bad).toBe(0);
    const perArticle = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(distinct article_id)::int as n from ${articleReadsDaily}`),
    )[0];
    expect(perArticle.n).toBe(24);
    // Some articles climb in the last week: "trending" has something to show.
    const rising = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(*)::int as n from (
          select article_id,
                 sum(reads) filter (where day > current_date - 7) as recent,
                 sum(reads) filter (where day <= current_date - 7 and day > current_date - 14) as before
          from ${articleReadsDaily} group by article_id) s
        where recent > 1.5 * before`),
    )[0];
    expect(rising.n).toBeGreaterThanOrEqual(2);
  });

  it('creates five FAQs per product in each of the five languages, for two products', async () => {
    const rows = await t.db.select().from(faqs);
    const groups = new Map<string, number>();
    for (const f of rows) groups.set(`${f.product}/${f.locale}`, (groups.get(`${f.product}/${f.locale}`) ?? 0) + 1);
    const expected: Record<string, number> = {};
    for (const product of ['rc-sistemi', 'vitrine-cms']) for (const locale of ['pt-BR', 'en', 'es', 'fr', 'ht']) expected[`${product}/${locale}`] = 5;
    expect(Object.fromEntries(groups)).toEqual(expected);
  });

  it('links translations into groups: at least 4 Portuguese articles in English and 2 in Spanish, one per language', async () => {
    const rows = await t.db.select({ id: articles.id, locale: articles.locale, group: articles.translationGroup, status: articles.status }).from(articles);
    const byGroup = new Map<number, typeof rows>();
    for (const r of rows) if (r.group !== null) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
    const groups = [...byGroup.values()];
    for (const members of groups) {
      expect(new Set(members.map((m) => m.locale)).size).toBe(members.length);
      expect(members.map((m) => m.locale)).toContain('pt-BR');
      expect(members.every((m) => m.status === 'published')).toBe(true);
    }
    expect(groups.filter((m) => m.some((a) => a.locale === 'en')).length).toBeGreaterThanOrEqual(4);
    expect(groups.filter((m) => m.some((a) => a.locale === 'es')).length).toBeGreaterThanOrEqual(2);
  });

  it('names and describes every catalogue category in the four other languages', async () => {
    const rows = await t.db.select({ translations: categories.translations }).from(categories);
    for (const { translations } of rows) {
      for (const locale of ['en', 'es', 'fr', 'ht']) {
        expect(translations[locale]?.name).toBeTruthy();
        expect(translations[locale]?.description).toBeTruthy();
      }
    }
  });

  it('creates default layout and WhatsApp settings and no SEO entries', async () => {
    const layout = await t.db.select().from(layoutSettings);
    expect(layout).toHaveLength(1);
    expect(layout[0]).toMatchObject({ currentVersion: 'v1', companyName: 'Vitrine', logoV1: '/logo-v1.svg', logoV2: '/logo-v2.svg' });
    const whatsapp = await t.db.select().from(whatsappSettings);
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0].phone).toMatch(/^\+55 /);
    expect(whatsapp[0].message).toBeTruthy();
    expect(await t.db.select().from(seoSettings)).toHaveLength(0);
  });

  it('changes nothing on a database that is not empty', async () => {
    const before = await tableCounts(t);
    const result = await seed(t.db, { adminEmail: 'other@example.com', adminPassword: 'Another-Passw0rd!' });
    expect(result).toEqual({ seeded: false, adminEmail: 'other@example.com' });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('uses ADMIN_PASSWORD when given and then generates none', async () => {
    await t.truncate();
    const result = await seed(t.db, { adminEmail: 'boss@example.com', adminPassword: 'Given-Passw0rd!' });
    expect(result).toEqual({ seeded: true, adminEmail: 'boss@example.com' });
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(await verifyPassword(admin.passwordHash!, 'Given-Passw0rd!')).toBe(true);
  });

  it('gives every published demo article a stored WebP cover when storage is given', async () => {
    await t.truncate();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-covers-'));
    try {
      const storage = new LocalStorage(dir);
      await seed(t.db, { adminEmail: 'boss@example.com', adminPassword: 'Given-Passw0rd!', storage });
      const published = await t.db.select({ image: articles.image }).from(articles).where(eq(articles.status, 'published'));
      expect(published.length).toBeGreaterThan(0);
      for (const { image } of published) expect(image).toMatch(/^\/api\/files\/[a-f0-9]{32}$/);
      const stored = await t.db.select().from(files);
      expect(stored).toHaveLength(catalogueCategoryKeys.length);
      for (const file of stored) {
        const bytes = await storage.get(file.variants['480']);
        expect(bytes).not.toBeNull();
        // RIFF....WEBP: a real re-encoded image, 480 px wide at 16:9.
        expect(Buffer.from(bytes!).subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect([file.width, file.height]).toEqual([1600, 900]);
        // Abstract shapes: decorative, so the demo articles pass the alt text rule (issue 31 §1).
        expect(file.decorative).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('generateAdminPassword', () => {
  it('always meets the password rules', () => {
    for (let i = 0; i < 200; i++) expect(meetsPasswordRules(generateAdminPassword())).toBe(true);
  });
});
