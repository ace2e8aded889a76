import type { CategoryTranslations } from '@/db/schema/articles';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { categoryDisplayName } from './present';

/** The locales a category may hold a translation for: every one but the default (its main fields). */
export const categoryTranslationLocales = locales.filter((locale) => locale !== defaultLocale) as Exclude<Locale, typeof defaultLocale>[];

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

/** Only the names of a category's translations: what a chip needs (cached cards stay small). */
export function translatedNames(translations: CategoryTranslations | null | undefined): CategoryTranslations {
  const names: CategoryTranslations = {};
  for (const locale of categoryTranslationLocales) {
    const name = translations?.[locale]?.name?.trim();
    if (name) names[locale] = { name };
  }
  return names;
}
