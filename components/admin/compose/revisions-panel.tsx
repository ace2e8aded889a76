'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ArticleRevisionView } from '@/lib/articles/queries';
import { RevisionCompare } from '@/components/admin/revision-compare';

export type RevisionsPanelProps = {
  revisions: ArticleRevisionView[];
  /** Restores one revision; resolves when done (the dialog stays open until then). */
  onRestore: (revisionId: number) => Promise<void>;
  /** The article, whose versions the panel compares (issue 33 §3). */
  articleKey: { id: number; uniqueKey: string };
};

/** Earlier versions of a published article (newest first), each restorable after confirmation. */
export function RevisionsPanel({ revisions, onRestore, articleKey }: RevisionsPanelProps) {
  const t = useTranslations('Admin.compose.revisions');
  const tCompare = useTranslations('RevisionsCompare');
  const format = useFormatter();
  const [chosen, setChosen] = useState<ArticleRevisionView | null>(null);
  if (revisions.length === 0) return null;

  return (
    <section aria-labelledby="revisions-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
      <h2 id="revisions-heading" className="text-base font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('description')}</p>
      <ol className="flex flex-col divide-y divide-border" data-testid="revisions">
        {revisions.map((revision) => {
          const when = format.dateTime(new Date(revision.createdAt), { dateStyle: 'short', timeStyle: 'short' });
          return (
            <li key={revision.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{revision.title}</p>
                <p className="text-xs text-muted-foreground">
                  {t('meta', { author: revision.author?.name ?? t('unknownAuthor'), date: when })}
                </p>
                {revision.savedBy && <p className="text-xs text-muted-foreground">{tCompare('savedBy', { name: revision.savedBy.name })}</p>}
              </div>
              <Button variant="secondary" size="sm" aria-label={t('restoreLabel', { title: revision.title, date: when })} onClick={() => setChosen(revision)}>
                {t('restore')}
              </Button>
            </li>
          );
        })}
      </ol>
      <RevisionCompare kind="article" endpoint={`/api/article/article/${articleKey.id}/${encodeURIComponent(articleKey.uniqueKey)}/revisions`} revisions={revisions} />
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
