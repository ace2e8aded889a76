import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { faqs } from '@/db/schema';
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
