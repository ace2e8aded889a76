import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isLocale, type Locale } from '@/i18n/routing';
import { articleCategories, articles, categories, faqs, users } from '@/db/schema';
import { pages } from '@/db/schema/pages';
import { isLive } from '@/lib/blog/live';
import { logger } from '@/lib/logger';
import { livePages } from '@/lib/pages/public';
import type { AlternateArticle } from '@/lib/seo/article-alternates';
import { cacheTags } from './tags';
import { rerenderPaths, taggedIds, type RerenderTargets } from './rerender-paths';

/*
 * After invalidate() has expired tags, the production server renders the pages they touched again in
 * the background (server/prewarm.mjs), so the next visitor gets a cache hit. The server puts its queue
 * on globalThis when it starts; jest and the CLIs have no server, hence no queue, and nothing happens.
 */

const REGISTRY = Symbol.for('vitrine.prewarm');
// Tags expired within this window are looked up together: a bulk action renders each page once.
const COALESCE_MS = 250;

interface PrewarmRegistry {
  enqueue(paths: string[]): void;
}

function serverQueue(): PrewarmRegistry | undefined {
  return (globalThis as { [REGISTRY]?: PrewarmRegistry })[REGISTRY];
}

const pendingTags = new Set<string>();
let timer: NodeJS.Timeout | null = null;

/** Schedules the re-render of the pages these (already expired) tags touched; never blocks, never throws. */
export function rerenderExpired(tags: readonly string[]): void {
  if (!serverQueue()) return;
  for (const tag of tags) pendingTags.add(tag);
  timer ??= setTimeout(() => {
    timer = null;
    const batch = [...pendingTags];
    pendingTags.clear();
    flush(batch).catch((error: unknown) => logger.warn({ err: error }, 'pages could not be queued for a render'));
  }, COALESCE_MS);
}

async function flush(tags: string[]): Promise<void> {
  const queue = serverQueue();
  if (!queue) return;
  const paths = rerenderPaths(tags, await lookUp(tags));
  if (paths.length > 0) queue.enqueue(paths);
}

/** The live articles (with their live translations), authors and categories the tags name. */
async function lookUp(tags: string[]): Promise<RerenderTargets> {
  const { articleIds, authorIds } = taggedIds(tags);
  const db = await getDb();
  const changed = articleIds.length
    ? await db
        .select({ id: articles.id, uniqueKey: articles.uniqueKey, locale: articles.locale, group: articles.translationGroup })
        .from(articles)
        .where(and(inArray(articles.id, articleIds), isLive()))
    : [];
  const groups = [...new Set(changed.map((a) => a.group).filter((g): g is number => g !== null))];
  const translations = groups.length
    ? await db
        .select({ id: articles.id, uniqueKey: articles.uniqueKey, locale: articles.locale })
        .from(articles)
        .where(and(inArray(articles.translationGroup, groups), isLive()))
    : [];
  const live: AlternateArticle[] = [...new Map([...changed, ...translations].map((a) => [a.id, { id: a.id, uniqueKey: a.uniqueKey, locale: a.locale }])).values()];
  const everyCategory = tags.includes(cacheTags.categories);
  const categoryRows =
    everyCategory || articleIds.length
      ? await db
          .selectDistinct({ uniqueKey: categories.uniqueKey })
          .from(categories)
          .leftJoin(articleCategories, eq(articleCategories.categoryId, categories.id))
          .where(
            and(
              eq(categories.status, 'active'),
              isNull(categories.deletedAt),
              everyCategory ? undefined : inArray(articleCategories.articleId, articleIds),
            ),
          )
      : [];
  const authors = authorIds.length
    ? await db
        .select({ id: users.id, uniqueKey: users.uniqueKey })
        .from(users)
        .where(and(inArray(users.id, authorIds), eq(users.status, 'active')))
    : [];
  const faqProducts = tags.includes(cacheTags.faqs)
    ? (await db.selectDistinct({ product: faqs.product }).from(faqs).where(isNull(faqs.deletedAt))).map((f) => f.product).sort()
    : [];
  const blockPages = tags.includes(cacheTags.pages)
    ? await db
        .select({ locale: pages.locale, slug: pages.uniqueKey })
        .from(pages)
        .where(and(livePages(new Date()), eq(pages.isHome, false)))
        .orderBy(pages.id)
    : [];
  return { articles: live, authors, categories: categoryRows.map((c) => c.uniqueKey), faqProducts, blockPages: blockPages.filter((p): p is { locale: Locale; slug: string } => isLocale(p.locale)) };
}
