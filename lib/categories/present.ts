import type { CategoryStatus } from '@/db/schema/articles';
import type { Translate } from '@/lib/i18n/translate';
import { isCatalogueCategory } from './schema';

/** A category as the API answers it (spec §3 field names). */
export interface CategoryView {
  id: number;
  unique_key: string;
  name: string;
  description: string | null;
  image: string | null;
  text_color: string;
  background_color: string;
  status: CategoryStatus;
  articles_count: number;
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
    unique_key: row.uniqueKey,
    name: row.name,
    description: row.description,
    image: row.image,
    text_color: row.textColor,
    background_color: row.backgroundColor,
    status: row.status,
    articles_count: articlesCount,
  };
}

/**
 * The name shown to readers and staff: the six catalogue categories (spec §3) are translated in the
 * message catalogues (Categories.catalogue.<key>); a custom category keeps the name staff typed.
 */
export function categoryDisplayName(category: { unique_key: string; name: string }, t: Translate): string {
  return isCatalogueCategory(category.unique_key) ? t(`Categories.catalogue.${category.unique_key}`) : category.name;
}
