'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions } from '@/components/admin/list/row-actions';
import { deleteArticleAction } from '@/lib/api/actions/articles';
import { deleteCategoryAction } from '@/lib/api/actions/categories';
import { deleteFaqAction } from '@/lib/api/actions/faq';
import { deletePageAction } from '@/lib/api/actions/pages';
import { deleteTrashedFileAction, restoreFromTrashAction } from '@/lib/api/actions/trash';
import type { TrashKind } from '@/lib/trash/schema';

/** Each kind's own DELETE, called with ?permanent=true. */
const permanentDelete = {
  article: deleteArticleAction,
  page: deletePageAction,
  faq: deleteFaqAction,
  category: deleteCategoryAction,
  file: deleteTrashedFileAction,
} satisfies Record<TrashKind, unknown>;

export interface TrashActionsProps {
  item: { kind: TrashKind; id: number; uniqueKey: string; title: string };
  /** An administrator (`roles`): may delete permanently. */
  canDeletePermanently: boolean;
}

/** One row of the trash: Restore, and (administrators) Delete permanently, each confirmed first. */
export function TrashActions({ item, canDeletePermanently }: TrashActionsProps) {
  const t = useTranslations('Trash');
  const { pending, ask, close, run } = useRowActions<'restore' | 'delete'>();
  const key = { id: item.id, uniqueKey: item.uniqueKey };
  const title = item.title;
  const confirmation =
    pending === 'restore'
      ? { title: t('confirm.restoreTitle', { title }), description: t('confirm.restoreText'), confirmLabel: t('restore'), confirm: run(() => restoreFromTrashAction({ kind: item.kind, ...key })) }
      : pending === 'delete'
        ? {
            title: t('confirm.deleteTitle', { title }),
            description: t('confirm.deleteText'),
            variant: 'danger' as const,
            confirmLabel: t('deletePermanently'),
            confirm: run(() => permanentDelete[item.kind](key, undefined, { permanent: true })),
          }
        : null;

  return (
    <RowActions name={title} confirmation={confirmation} onClose={close} cancelLabel={t('confirm.cancel')}>
      <Button size="sm" variant="secondary" aria-label={`${t('restore')}: ${title}`} onClick={() => ask('restore')}>
        {t('restore')}
      </Button>
      {canDeletePermanently && (
        <Button size="sm" variant="danger" aria-label={`${t('deletePermanently')}: ${title}`} onClick={() => ask('delete')}>
          {t('deletePermanently')}
        </Button>
      )}
    </RowActions>
  );
}
