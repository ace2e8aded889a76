'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions } from '@/components/admin/list/row-actions';
import { deleteRedirectAction } from '@/lib/api/actions/redirects';
import { RedirectFormDialog, type RedirectFormDialogProps } from './redirect-form-dialog';

/** The actions of one redirect: edit, and delete (confirmed first). */
export function RedirectActions({ redirect }: { redirect: NonNullable<RedirectFormDialogProps['redirect']> }) {
  const t = useTranslations('Redirects');
  const { pending, ask, close, run } = useRowActions<'delete'>();
  const key = { id: redirect.id, uniqueKey: redirect.uniqueKey };
  const name = redirect.from;

  return (
    <RowActions
      name={name}
      menu={[{ key: 'delete', label: t('actions.delete'), onSelect: () => ask('delete'), danger: true }]}
      confirmation={
        pending === 'delete'
          ? { title: t('confirm.deleteTitle', { name }), description: t('confirm.deleteText'), variant: 'danger', confirm: run(() => deleteRedirectAction(key)) }
          : null
      }
      onClose={close}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.cancel')}
    >
      <RedirectFormDialog
        redirect={redirect}
        trigger={
          <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
            {t('actions.edit')}
          </Button>
        }
      />
    </RowActions>
  );
}
