import { categories } from '@/db/schema';

/** The columns of a category as a chip shows it (name and colours), for every read that draws one. */
export const categoryChipColumns = {
  id: categories.id,
  uniqueKey: categories.uniqueKey,
  name: categories.name,
  textColor: categories.textColor,
  backgroundColor: categories.backgroundColor,
};
