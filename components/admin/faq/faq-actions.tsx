'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions } from '@/components/admin/list/row-actions';
import { deleteFaqAction, moveFaqAction } from '@/lib/api/actions/faq';
import { FaqFormDialog, type FaqFormDialogProps } from './faq-form-dialog';

export interface FaqActionsProps {
  faq: NonNullable<FaqFormDialogProps['faq']>;
  products: readonly string[];
  /** Whether a question of the same product and language comes before / after it in the list. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** The actions of one row of the FAQ list: move up or down within its product, edit, and delete (confirmed first). */
export function FaqActions({ faq, products, canMoveUp, canMoveDown }: FaqActionsProps) {
  const t = useTranslations('FaqAdmin');
  const { pending, ask, close, run, perform } = useRowActions<'delete'>();
  const key = { id: faq.id, uniqueKey: faq.uniqueKey };
  const name = faq.question;
  const move = (direction: 'up' | 'down') => perform(() => moveFaqAction(key, { direction, version: faq.version }));

  return (
    <RowActions
      name={name}
      menu={[{ key: 'delete', label: t('actions.delete'), onSelect: () => ask('delete'), danger: true }]}
      confirmation={
        pending === 'delete'
          ? { title: t('confirm.deleteTitle', { name }), description: t('confirm.deleteText'), variant: 'danger', confirm: run(() => deleteFaqAction(key)) }
          : null
      }
      onClose={close}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.cancel')}
    >
      <Button size="sm" variant="ghost" disabled={!canMoveUp} aria-label={`${t('actions.moveUp')}: ${name}`} onClick={() => move('up')}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button size="sm" variant="ghost" disabled={!canMoveDown} aria-label={`${t('actions.moveDown')}: ${name}`} onClick={() => move('down')}>
        <span aria-hidden="true">↓</span>
      </Button>
      <FaqFormDialog
        faq={faq}
        products={products}
        trigger={
          <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
            {t('actions.edit')}
          </Button>
        }
      />
    </RowActions>
  );
}
