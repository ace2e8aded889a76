import { categories } from '@/db/schema';

/**
 * The columns of a category as a chip shows it (name, its translations and colours), for every read
 * that draws one; the page localizes the name (lib/categories/localize.ts).
 */
export const categoryChipColumns = {
  id: categories.id,
  uniqueKey: categories.uniqueKey,
  name: categories.name,
  textColor: categories.textColor,
  backgroundColor: categories.backgroundColor,
  translations: categories.translations,
};
