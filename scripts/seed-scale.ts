// npm run db:seed:scale -- --articles 10000 --reads 5000000 [--days 730] [--authors 20] [--all-published]
// Adds a large, realistic load for performance work: authors, published articles spread over the
// last `days` days (one in twenty a draft, none with --all-published), their categories, and daily
// read rows from each article's publication to today summing to about `reads` reads. Each article's
// body names two of a dozen topics, so a search for one topic word matches a share of the articles
// (about one in six) as a real blog search would, not all or none. Bulk SQL (generate_series), not
// one insert per row. The monthly roll-ups' triggers are switched off for the bulk insert and the
// roll-ups rebuilt in one pass (same transaction, so a failure leaves everything as it was). Works
// on DATABASE_URL or PGlite.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadCliEnv, openCliDb, recordCacheEpoch } from './cli-db';
import { rowsOf } from '@/db/client';


async function main() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '10000' },
      reads: { type: 'string', default: '5000000' },
      days: { type: 'string', default: '730' },
      authors: { type: 'string', default: '20' },
      'all-published': { type: 'boolean', default: false },
    },
  });
  const articleCount = Number(values.articles);
  const readCount = Number(values.reads);
  const days = Number(values.days);
  const authorCount = Number(values.authors);
  const isDraft = values['all-published'] ? sql`false` : sql`i % 20 = 0`;
  if (![articleCount, readCount, days, authorCount].every((n) => Number.isInteger(n) && n > 0)) {
    console.error('Usage: npm run db:seed:scale -- --articles N --reads N [--days 730] [--authors 20] [--all-published] (positive integers)');
    process.exit(2);
  }
  const env = loadCliEnv();
  const handle = await openCliDb('db:seed:scale', env);
  const { migrate } = await import('../db/migrate');
  const { todayIn } = await import('@/lib/reports/period');
  const started = Date.now();
  const step = (label: string, since: number) => console.log(`  ${label}: ${((Date.now() - since) / 1000).toFixed(1)} s`);
  try {
    await migrate(handle);
    const db = handle.db;
    const today = todayIn(env.SITE_TIME_ZONE);
    const run = `scale-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    console.log(`Seeding ${articleCount} articles and about ${readCount} reads over ${days} days (${handle.engine}, batch ${run})…`);

    await db.transaction(async (tx) => {
      let t0 = Date.now();
      await tx.execute(sql`
        insert into categories (unique_key, name, text_color, background_color)
        select v.key, v.name, v.text, v.bg from (values
          ('scale-tech', 'Scale Tech', '#ffffff', '#1e3a8a'), ('scale-design', 'Scale Design', '#000000', '#fbcfe8'),
          ('scale-marketing', 'Scale Marketing', '#ffffff', '#c2410c'), ('scale-commerce', 'Scale Commerce', '#000000', '#fde68a'),
          ('scale-people', 'Scale People', '#ffffff', '#047857'), ('scale-innovation', 'Scale Innovation', '#ffffff', '#6d28d9')
        ) as v(key, name, text, bg)
        on conflict (unique_key) do nothing`);
      await tx.execute(sql`
        insert into users (unique_key, name, last_name, full_name, email, status, password_hash)
        select ${run} || '-u' || i, 'Autor', 'Escala ' || i, 'Autor Escala ' || i, ${run} || '-' || i || '@example.invalid', 'active',
               'scale-seed-no-login'
        from generate_series(1, ${authorCount}) i`);
      // Published articles spread over the period; one in twenty is still a draft (unless --all-published).
      // Content length varies (reading time); two of twelve topic words per body (search).
      await tx.execute(sql`
        with authors as (select array_agg(id order by id) ids from users where unique_key like ${run + '-u%'}),
             topics as (select array['nuvem', 'vendas', 'estoque', 'marketing', 'design', 'pessoas',
                                     'dados', 'seguranca', 'logistica', 'financeiro', 'atendimento', 'inovacao'] w)
        insert into articles (unique_key, title, content, author_id, status, published_at, created_at, updated_at)
        select ${run} || '-' || i, 'Artigo de escala ' || i,
               '<p>Sobre ' || topics.w[1 + i % 12] || ' e ' || topics.w[1 + (i / 12) % 12] || '.</p><p>' || repeat('palavra ', 50 + (i * 37) % 1200) || '</p>',
               authors.ids[1 + (i * 7919) % ${authorCount}],
               case when ${isDraft} then 'draft' else 'published' end,
               case when ${isDraft} then null else p end,
               p - interval '2 hours', p
        from (select i, now() - random() * (${days} * interval '1 day') as p from generate_series(1, ${articleCount}) i) g, authors, topics`);
      await tx.execute(sql`
        with cats as (select array_agg(id order by id) ids, count(*)::int n from categories where unique_key like 'scale-%')
        insert into article_categories (article_id, category_id)
        select a.id, cats.ids[1 + a.id % cats.n] from articles a, cats where a.unique_key like ${run + '-%'}
        union
        select a.id, cats.ids[1 + (a.id / 3) % cats.n] from articles a, cats where a.unique_key like ${run + '-%'} and a.id % 3 = 0`);
      step('authors, articles and categories', t0);

      // Daily rows: a share of the (article, day) cells from publication to today, popular articles read more.
      t0 = Date.now();
      const [cellRow] = rowsOf<{ cells: number }>(
        await tx.execute(sql`
          select coalesce(sum(${today}::date - (published_at at time zone ${env.SITE_TIME_ZONE})::date + 1), 0)::bigint as cells
          from articles where unique_key like ${run + '-%'} and published_at is not null`),
      );
      const cells = Number(cellRow?.cells ?? 0);
      const targetRows = Math.max(1, Math.min(cells * 0.9, readCount / 2));
      const fill = Math.min(1, targetRows / Math.max(1, cells));
      const average = readCount / targetRows;
      await tx.execute(sql`alter table article_reads_daily disable trigger article_reads_daily_monthly_sync`);
      await tx.execute(sql`alter table article_reads_daily disable trigger article_reads_daily_rollups_sync`);
      await tx.execute(sql`
        insert into article_reads_daily (article_id, day, reads)
        select a.id, d::date, 1 + floor(random() * (2 * ${average}::float8 - 1))::int
        from articles a
        cross join lateral generate_series((a.published_at at time zone ${env.SITE_TIME_ZONE})::date, ${today}::date, interval '1 day') d
        where a.unique_key like ${run + '-%'} and a.published_at is not null and random() < ${fill}::float8
        on conflict (article_id, day) do nothing`);
      step(`daily read rows (fill ${(fill * 100).toFixed(0)}% of ${cells} cells)`, t0);

      t0 = Date.now();
      await tx.execute(sql`
        insert into article_reads_monthly (article_id, month, reads)
        select d.article_id, date_trunc('month', d.day::timestamp)::date, sum(d.reads)::int
        from article_reads_daily d join articles a on a.id = d.article_id
        where a.unique_key like ${run + '-%'}
        group by 1, 2
        on conflict (article_id, month) do update set reads = excluded.reads`);
      await tx.execute(sql`
        insert into article_reads_weekly (article_id, week, reads)
        select d.article_id, date_trunc('week', d.day::timestamp)::date, sum(d.reads)::int
        from article_reads_daily d join articles a on a.id = d.article_id
        where a.unique_key like ${run + '-%'}
        group by 1, 2
        on conflict (article_id, week) do update set reads = excluded.reads`);
      await tx.execute(sql`
        insert into article_reads_quarterly (article_id, quarter, reads)
        select d.article_id, date_trunc('quarter', d.day::timestamp)::date, sum(d.reads)::int
        from article_reads_daily d join articles a on a.id = d.article_id
        where a.unique_key like ${run + '-%'}
        group by 1, 2
        on conflict (article_id, quarter) do update set reads = excluded.reads`);
      // The site's daily totals: recounted for every day (other batches' reads are on the same days).
      await tx.execute(sql`
        insert into site_reads_daily (day, reads)
        select day, sum(reads)::bigint from article_reads_daily group by day
        on conflict (day) do update set reads = excluded.reads`);
      await tx.execute(sql`alter table article_reads_daily enable trigger article_reads_daily_monthly_sync`);
      await tx.execute(sql`alter table article_reads_daily enable trigger article_reads_daily_rollups_sync`);
      step('monthly, weekly, quarterly and site roll-ups', t0);
    });

    const t0 = Date.now();
    // Fresh statistics and visibility map: the reports' index-only scans depend on both.
    for (const table of ['articles', 'article_categories', 'article_reads_daily', 'article_reads_monthly', 'article_reads_weekly', 'article_reads_quarterly', 'site_reads_daily', 'users']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    step('vacuum analyze', t0);
    const [totals] = rowsOf<{ rows: number; reads: number }>(
      await db.execute(sql`select count(*)::bigint as rows, coalesce(sum(reads), 0)::bigint as reads from article_reads_daily`),
    );
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. The database now holds ${Number(totals.rows)} daily read rows, ${Number(totals.reads)} reads.`,
    );
  } finally {
    // Changed outside any server: its next start must not serve pages cached before (lib/cache/epoch.ts).
    await recordCacheEpoch(handle, env);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
