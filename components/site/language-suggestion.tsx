import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { islandText } from '@/lib/i18n/island-text';
import { LanguageSuggestionIsland, type LanguageSuggestionText } from './language-suggestion-island';

const suggestionKeys = ['label', 'question', 'accept', 'dismiss'] as const satisfies readonly (keyof LanguageSuggestionText)[];

/**
 * The language suggestion's island, with its words in all five languages (read here on the server,
 * about 500 bytes): the suggestion is written in the language it offers.
 */
export async function LanguageSuggestion({ locale }: { locale: string }) {
  const texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (l) => [l, islandText(await getTranslations({ locale: l, namespace: 'Site.languageSuggestion' }), suggestionKeys)] as const),
    ),
  ) as Record<Locale, LanguageSuggestionText>;
  return <LanguageSuggestionIsland locale={locale} texts={texts} />;
}
