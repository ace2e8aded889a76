'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { getPathname } from '@/i18n/navigation';
import { isLocale, locales } from '@/i18n/routing';
import type { ArticleTranslationView } from '@/lib/articles/present';
import { languageKey } from './compose-values';

export type TranslationsPanelProps = {
  /** The saved article's language. */
  language: string;
  translations: ArticleTranslationView[];
  /** Creates the draft translation and opens it; resolves when done. */
  onAdd: (language: string) => Promise<void>;
};

/**
 * The article's translation group: its own language, each translation with its status and a link to
 * edit it, and "Add translation" for each language the group lacks (a draft copy to rewrite; the
 * server checks the rights and the one-per-language rule again).
 */
export function TranslationsPanel({ language, translations, onAdd }: TranslationsPanelProps) {
  const t = useTranslations('Admin.compose');
  const tSite = useTranslations('Site');
  const locale = useLocale();
  const [adding, setAdding] = useState<string | null>(null);
  const nameOf = (l: string) => (isLocale(l) ? tSite(`languages.${languageKey[l]}`) : l);
  const missing = locales.filter((l) => l !== language && !translations.some((tr) => tr.language === l));

  return (
    <section aria-labelledby="translations-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="translations">
      <h2 id="translations-heading" className="text-base font-semibold">
        {t('translations.title')}
      </h2>
      <p className="text-sm">{t('translations.language', { language: nameOf(language) })}</p>
      {translations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('translations.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {translations.map((tr) => (
            <li key={tr.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span lang={tr.language} className="min-w-0 truncate font-medium">
                {nameOf(tr.language)}
              </span>
              <span className="flex shrink-0 items-center gap-3">
                <span className="text-xs text-muted-foreground">{t(`status.${tr.status}`)}</span>
                <a
                  href={getPathname({ href: `/admin/compose/${tr.uniqueKey}/${tr.id}`, locale })}
                  className="font-medium text-link underline-offset-4 hover:underline"
                  aria-label={t('translations.editLabel', { language: nameOf(tr.language) })}
                >
                  {t('translations.edit')}
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-muted-foreground">{t('translations.addHint')}</p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((l) => (
              <li key={l}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={adding !== null}
                  aria-busy={adding === l || undefined}
                  onClick={async () => {
                    setAdding(l);
                    try {
                      await onAdd(l);
                    } finally {
                      setAdding(null);
                    }
                  }}
                >
                  {t('translations.add', { language: nameOf(l) })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
