import type { CategoryStatus, CategoryTranslations } from '@/db/schema/articles';
import type { Translate } from '@/lib/i18n/translate';
import { isCatalogueCategory } from './schema';

/** A category as the API answers it (spec §3 fields; `ok()` spells them in snake_case). */
export interface CategoryView extends CategoryRow {
  articlesCount: number;
}

/** A category as read from its table (everything the API shows about it). */
export interface CategoryRow {
  id: number;
  uniqueKey: string;
  name: string;
  description: string | null;
  image: string | null;
  textColor: string;
  backgroundColor: string;
  status: CategoryStatus;
  /** Name and description in the other locales (`{en: {name, description}, …}`); see lib/categories/localize.ts. */
  translations: CategoryTranslations;
  /** Raised by every change; a save naming an older one is refused (lib/core/version.ts). */
  version: number;
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
    translations: row.translations,
    version: row.version,
    articlesCount,
  };
}

/** A category's key and name: all that decides how its name shows. */
type NamedCategory = { uniqueKey: string; name: string };

/**
 * The name shown to readers and staff: the six catalogue categories (spec §3) are translated in the
 * message catalogues (Categories.catalogue.<key>); a custom category keeps the name staff typed.
 */
export function categoryDisplayName(category: NamedCategory, t: Translate): string {
  return isCatalogueCategory(category.uniqueKey) ? t(`Categories.catalogue.${category.uniqueKey}`) : category.name;
}
