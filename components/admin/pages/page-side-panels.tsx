'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RevisionCompare } from '@/components/admin/revision-compare';
import { locales } from '@/i18n/routing';
import type { PageTranslationView } from '@/lib/pages/present';
import type { PageRevisionView } from '@/lib/pages/queries';

/** Earlier saved versions of the page (newest first), each restorable after confirmation, and any two compared (issue 33 §3). */
export function PageRevisionsPanel({
  pageKey,
  revisions,
  onRestore,
}: {
  pageKey: { id: number; uniqueKey: string };
  revisions: PageRevisionView[];
  onRestore: (revisionId: number) => Promise<void>;
}) {
  const t = useTranslations('PagesAdmin.revisions');
  const tCompare = useTranslations('RevisionsCompare');
  const format = useFormatter();
  const [chosen, setChosen] = useState<PageRevisionView | null>(null);
  return (
    <section aria-labelledby="page-revisions-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
      <h2 id="page-revisions-heading" className="text-base font-semibold">
        {t('heading')}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
          <ol className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto" data-testid="page-revisions">
            {revisions.map((revision) => {
              const date = format.dateTime(new Date(revision.createdAt), { dateStyle: 'short', timeStyle: 'short' });
              return (
                <li key={revision.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{revision.title}</p>
                    <p className="text-xs text-muted-foreground">{t('meta', { author: revision.author?.name ?? t('unknownAuthor'), date })}</p>
                    {revision.savedBy && revision.savedBy.id !== revision.author?.id && (
                      <p className="text-xs text-muted-foreground">{tCompare('savedBy', { name: revision.savedBy.name })}</p>
                    )}
                  </div>
                  <Button variant="secondary" size="sm" aria-label={t('restoreLabel', { title: revision.title, date })} onClick={() => setChosen(revision)}>
                    {t('restore')}
                  </Button>
                </li>
              );
            })}
          </ol>
          <RevisionCompare kind="page" endpoint={`/api/page/page/${pageKey.id}/${encodeURIComponent(pageKey.uniqueKey)}/revisions`} revisions={revisions} />
        </>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={t('confirmTitle')}
        description={chosen ? t('confirmText', { title: chosen.title }) : undefined}
        confirmLabel={t('restore')}
        cancelLabel={t('cancel')}
        onConfirm={async () => {
          if (chosen) await onRestore(chosen.id);
        }}
      />
    </section>
  );
}

/**
 * The page's translation group: its language, each translation with its status and editor link, and
 * "Add …" for each language the group lacks (a draft copy of the saved page, opened at once).
 */
export function PageTranslationsPanel({ locale, translations, editHref, onAdd }: { locale: string; translations: PageTranslationView[]; editHref: (id: number) => string; onAdd: (locale: string) => Promise<void> }) {
  const t = useTranslations('PagesAdmin');
  const [adding, setAdding] = useState<string | null>(null);
  const nameOf = (l: string) => ((locales as readonly string[]).includes(l) ? t(`languages.${l as (typeof locales)[number]}`) : l);
  const missing = locales.filter((l) => l !== locale && !translations.some((tr) => tr.locale === l));
  return (
    <section aria-labelledby="page-translations-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="page-translations">
      <h2 id="page-translations-heading" className="text-base font-semibold">
        {t('translations.heading')}
      </h2>
      <p className="text-sm">{t('translations.language', { language: nameOf(locale) })}</p>
      {translations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('translations.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {translations.map((tr) => (
            <li key={tr.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span lang={tr.locale} className="min-w-0 truncate font-medium">
                {nameOf(tr.locale)}
              </span>
              <span className="flex shrink-0 items-center gap-3">
                <span className="text-xs text-muted-foreground">{t(`statuses.${tr.status}`)}</span>
                <a href={editHref(tr.id)} className="font-medium text-link underline-offset-4 hover:underline" aria-label={t('translations.editLabel', { language: nameOf(tr.locale) })}>
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
