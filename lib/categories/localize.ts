import type { CategoryTranslations } from '@/db/schema/articles';
import { defaultLocale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { categoryDisplayName } from './present';
import { categoryTranslationLocales, isCatalogueCategory } from './schema';

/** What decides how a category reads in a language. */
export interface LocalizableCategory {
  uniqueKey: string;
  name: string;
  description?: string | null;
  translations?: CategoryTranslations | null;
}

/**
 * A category as readers of `locale` see it: the name and description staff wrote for that locale;
 * a missing or blank one falls back to the default language's (a catalogue category's default name
 * is the catalogue's translation, Categories.catalogue.<key>). Pure; the rest of the category is kept.
 */
export function localizedCategory<C extends LocalizableCategory>(category: C, locale: string): C {
  const own = locale === defaultLocale ? undefined : category.translations?.[locale];
  const name = own?.name?.trim() || categoryDisplayName(category, translator(locale));
  const localized = { ...category, name };
  if (category.description === undefined) return localized;
  return { ...localized, description: own?.description?.trim() || category.description };
}

/**
 * The `lang` of `localizedCategory(category, locale).name` when it is not the page's language: the
 * default language's for a name neither staff nor the catalogue translated (its fallback); else
 * undefined. A chip puts it on the name so it is read in its own language.
 */
export function categoryNameLang(category: LocalizableCategory, locale: string): string | undefined {
  if (locale === defaultLocale || category.translations?.[locale]?.name?.trim() || isCatalogueCategory(category.uniqueKey)) return undefined;
  return defaultLocale;
}

/** Only the names of a category's translations: what a chip needs (cached cards stay small). */
export function translatedNames(translations: CategoryTranslations | null | undefined): CategoryTranslations {
  const names: CategoryTranslations = {};
  for (const locale of categoryTranslationLocales) {
    const name = translations?.[locale]?.name?.trim();
    if (name) names[locale] = { name };
  }
  return names;
}
