import type { CategoryStatus } from '@/db/schema/articles';
import type { Translate } from '@/lib/i18n/translate';
import { isCatalogueCategory } from './schema';

/** A category as the API answers it (spec §3 fields; `ok()` spells them in snake_case). */
export interface CategoryView {
  id: number;
  uniqueKey: string;
  name: string;
  description: string | null;
  image: string | null;
  textColor: string;
  backgroundColor: string;
  status: CategoryStatus;
  articlesCount: number;
}

export interface CategoryRow {
  id: number;
  uniqueKey: string;
  name: string;
  description: string | null;
  image: string | null;
  textColor: string;
  backgroundColor: string;
  status: CategoryStatus;
}

export function presentCategory(row: CategoryRow, articlesCount: number): CategoryView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    description: row.description,
    image: row.image,
    textColor: row.textColor,
    backgroundColor: row.backgroundColor,
    status: row.status,
    articlesCount,
  };
}

/**
 * A category's key and name. `unique_key` is accepted only until the article editor's options
 * (lib/articles/queries.ts, converted on another branch) pass their camelCase row: then drop it.
 */
type NamedCategory = { uniqueKey: string; name: string } | { unique_key: string; name: string };

/**
 * The name shown to readers and staff: the six catalogue categories (spec §3) are translated in the
 * message catalogues (Categories.catalogue.<key>); a custom category keeps the name staff typed.
 */
export function categoryDisplayName(category: NamedCategory, t: Translate): string {
  const key = 'uniqueKey' in category ? category.uniqueKey : category.unique_key;
  return isCatalogueCategory(key) ? t(`Categories.catalogue.${key}`) : category.name;
}
