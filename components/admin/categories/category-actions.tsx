'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import type { StaffActionResult } from '@/components/admin/use-staff-action';
import { changeCategoryStatusAction, deleteCategoryAction } from '@/lib/api/actions/categories';
import type { ActionResult } from '@/lib/core/action-result';
import { CategoryFormDialog, type CategoryFormDialogProps } from './category-form-dialog';

export interface CategoryActionsProps {
  category: NonNullable<CategoryFormDialogProps['category']> & { displayName: string; articlesCount: number };
}

type Pending = { kind: 'activate' | 'deactivate' | 'delete' } | { kind: 'detach'; count: number };

/** The actions of one row of the category list: edit, activate/deactivate and delete, each confirmed first. */
export function CategoryActions({ category }: CategoryActionsProps) {
  const t = useTranslations('Categories');
  const { pending, ask: setPending, close, perform } = useRowActions<Pending>();
  const name = category.displayName;
  const key = { id: category.id, uniqueKey: category.uniqueKey };

  function run(action: () => Promise<ActionResult>) {
    return async () => {
      // The list was stale: articles now use the category, so ask the detach question instead.
      const inUse = (r: StaffActionResult) => !r.ok && r.errorCode === 'CATEGORY_IN_USE' && pending?.kind === 'delete';
      const result = await perform(action, { quiet: inUse });
      setPending(inUse(result) ? { kind: 'detach', count: Math.max(1, category.articlesCount) } : null);
    };
  }

  let dialog: RowConfirmation | null = null;
  if (pending?.kind === 'activate') {
    dialog = {
      title: t('confirm.activateTitle', { name }),
      description: t('confirm.activateText'),
      confirm: run(() => changeCategoryStatusAction(key, { status: 'active' })),
    };
  } else if (pending?.kind === 'deactivate') {
    dialog = {
      title: t('confirm.deactivateTitle', { name }),
      description: t('confirm.deactivateText'),
      variant: 'danger',
      confirm: run(() => changeCategoryStatusAction(key, { status: 'inactive' })),
    };
  } else if (pending?.kind === 'delete') {
    dialog = {
      title: t('confirm.deleteTitle', { name }),
      description: t('confirm.deleteText'),
      variant: 'danger',
      confirm: run(() => deleteCategoryAction(key, undefined, { detach: false })),
    };
  } else if (pending?.kind === 'detach') {
    dialog = {
      title: t('confirm.detachTitle', { name, count: pending.count }),
      description: t('confirm.detachText'),
      variant: 'danger',
      confirmLabel: t('confirm.detachConfirm'),
      confirm: run(() => deleteCategoryAction(key, undefined, { detach: true })),
    };
  }

  return (
    <RowActions
      name={name}
      menu={[
        category.status === 'active'
          ? { key: 'deactivate', label: t('actions.deactivate'), onSelect: () => setPending({ kind: 'deactivate' }) }
          : { key: 'activate', label: t('actions.activate'), onSelect: () => setPending({ kind: 'activate' }) },
        {
          key: 'delete',
          label: t('actions.delete'),
          onSelect: () => setPending(category.articlesCount > 0 ? { kind: 'detach', count: category.articlesCount } : { kind: 'delete' }),
          danger: true,
        },
      ]}
      confirmation={dialog}
      onClose={close}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.cancel')}
    >
      <CategoryFormDialog
        category={category}
        trigger={
          <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
            {t('actions.edit')}
          </Button>
        }
      />
    </RowActions>
  );
}
