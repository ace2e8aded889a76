import 'server-only';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { faqs } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import type { Actor } from '@/lib/core/actor';
import type { FaqView } from './present';
import type { FaqListQuery } from './schema';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** One product's questions, in one language. */
export interface FaqGroup {
  product: string;
  /** The language of the items: the page's, or the default one when the product has none in it. */
  locale: string;
  items: FaqItem[];
}

/**
 * FAQs grouped by product (in the order products were first added), each in `locale`; a product
 * with no entries in that language shows its pt-BR ones (or, lacking those, any language's).
 */
export async function loadFaqGroups(locale: Locale): Promise<FaqGroup[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: faqs.id, product: faqs.product, locale: faqs.locale, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(isNull(faqs.deletedAt))
    .orderBy(asc(faqs.position), asc(faqs.id));
  const byProduct = new Map<string, { firstId: number; byLocale: Map<string, FaqItem[]> }>();
  for (const { product, locale: itemLocale, ...item } of rows) {
    const entry = byProduct.get(product) ?? { firstId: item.id, byLocale: new Map<string, FaqItem[]>() };
    entry.firstId = Math.min(entry.firstId, item.id);
    entry.byLocale.set(itemLocale, [...(entry.byLocale.get(itemLocale) ?? []), item]);
    byProduct.set(product, entry);
  }
  return [...byProduct.entries()]
    .sort(([, a], [, b]) => a.firstId - b.firstId)
    .map(([product, { byLocale }]) => {
      const chosen = byLocale.has(locale) ? locale : byLocale.has(defaultLocale) ? defaultLocale : [...byLocale.keys()].sort()[0];
      return { product, locale: chosen, items: byLocale.get(chosen)! };
    });
}

/** The FAQ page's groups, cached under the `faqs` tag. */
export function faqGroups(locale: Locale): Promise<FaqGroup[]> {
  return cached(() => loadFaqGroups(locale), `faqs:${locale}`, { tags: [cacheTags.faqs] })();
}

// The back office's and the API's reads (grant `faq`).

/** Managing the FAQs needs the `faq` grant. */
export function assertFaqManager(viewer: Pick<Actor, 'grants'>) {
  if (!viewer.grants.includes('faq')) throw errors.accessDenied();
}

export const faqColumns = {
  id: faqs.id,
  uniqueKey: faqs.uniqueKey,
  product: faqs.product,
  locale: faqs.locale,
  question: faqs.question,
  answer: faqs.answer,
  position: faqs.position,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
  version: faqs.version,
};

export interface FaqList {
  items: FaqView[];
  total: number;
  page: number;
  limit: number;
}

/** The questions by product, language and place, one page (the back office's list and the API's). */
export async function listFaqs(viewer: Pick<Actor, 'grants'>, query: FaqListQuery): Promise<FaqList> {
  assertFaqManager(viewer);
  const db = await getDb();
  // A trashed question (issue 33 §4) is listed by the trash alone.
  const conditions: (SQL | undefined)[] = [isNull(faqs.deletedAt)];
  if (query.product) conditions.push(eq(faqs.product, query.product));
  if (query.locale) conditions.push(eq(faqs.locale, query.locale));
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(faqs).where(where);
  const items = await db
    .select(faqColumns)
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.product), asc(faqs.locale), asc(faqs.position), asc(faqs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: Number(n), page: query.page, limit: query.limit };
}

/** One question by id + unique_key, or 404. */
export async function getFaq(viewer: Pick<Actor, 'grants'>, key: RecordKey): Promise<FaqView> {
  assertFaqManager(viewer);
  const db = await getDb();
  const [row] = await db.select(faqColumns).from(faqs).where(and(matchesKey(faqs, key), isNull(faqs.deletedAt))).limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** The products that have questions, for the list's filter. */
export async function faqProducts(viewer: Pick<Actor, 'grants'>): Promise<string[]> {
  assertFaqManager(viewer);
  const db = await getDb();
  const rows = await db.selectDistinct({ product: faqs.product }).from(faqs).where(isNull(faqs.deletedAt)).orderBy(asc(faqs.product));
  return rows.map((r) => r.product);
}
