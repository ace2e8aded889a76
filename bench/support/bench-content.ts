// What the long-tail and memory benches request from the bench database: every live article's
// public path, and a vocabulary of words from the articles' titles for distinct search queries.
// Read-only.
import postgres from 'postgres';

export interface BenchContent {
  articlePaths: string[];
  words: string[];
  facts: { serverVersion: string; liveArticles: number; articles: number; reads: number };
}

export async function readBenchContent(databaseUrl: string): Promise<BenchContent> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select id, unique_key from articles where status = 'published' and published_at <= now() order by id`;
    const words = await sql`select word from (
        select distinct lower(w) as word from articles, regexp_split_to_table(title, '[^[:alpha:]]+') as w
        where status = 'published') t where length(word) >= 4 order by word limit 2000`;
    const [facts] = await sql`select current_setting('server_version') as server_version,
        (select count(*) from articles where status = 'published' and published_at <= now())::int as live,
        (select count(*) from articles)::int as articles,
        (select coalesce(sum(reads), 0) from article_reads_daily)::bigint as reads`;
    return {
      articlePaths: rows.map((r) => `/post/${encodeURIComponent(String(r.unique_key))}/${r.id}`),
      words: words.map((r) => String(r.word)),
      facts: { serverVersion: String(facts.server_version), liveArticles: Number(facts.live), articles: Number(facts.articles), reads: Number(facts.reads) },
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The i-th distinct search query: one vocabulary word, then (once every word was used) pairs of
 * words, so that no query repeats within n² requests and each is made of words the articles hold.
 */
export function searchPath(words: string[], i: number): string {
  const n = words.length;
  const query = i < n ? words[i] : `${words[i % n]} ${words[Math.floor(i / n) % n]}`;
  return `/list-article-results/${encodeURIComponent(query)}`;
}
