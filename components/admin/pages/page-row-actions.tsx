'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { RowActions, useRowActions } from '@/components/admin/list/row-actions';
import { changePageStatusAction, deletePageAction } from '@/lib/api/actions/pages';
import type { RowMenuItem } from '@/components/ui/row-menu';

export interface PageRowActionsProps {
  page: {
    id: number;
    uniqueKey: string;
    title: string;
    status: 'draft' | 'published';
    editHref: string;
    /** The public address while the page is live; null otherwise. */
    viewHref: string | null;
  };
}

/** One row of the page list: "Edit", and behind "More": view, publish or unpublish, delete (each asked first when it takes the page off the site). */
export function PageRowActions({ page }: PageRowActionsProps) {
  const t = useTranslations('PagesAdmin');
  const { pending, ask, close, run, perform } = useRowActions<'delete' | 'unpublish'>();
  const key = { id: page.id, uniqueKey: page.uniqueKey };
  const name = page.title;
  const menu: RowMenuItem[] = [];
  if (page.viewHref) {
    const href = page.viewHref;
    menu.push({ key: 'view', label: t('actions.view'), onSelect: () => window.location.assign(href) });
  }
  if (page.status === 'draft') menu.push({ key: 'publish', label: t('actions.publish'), onSelect: () => void perform(() => changePageStatusAction(key, { status: 'published' })) });
  else menu.push({ key: 'unpublish', label: t('actions.unpublish'), onSelect: () => ask('unpublish') });
  menu.push({ key: 'delete', label: t('actions.delete'), onSelect: () => ask('delete'), danger: true });

  const confirmation =
    pending === 'delete'
      ? { title: t('confirm.deleteTitle', { name }), description: t('confirm.deleteText'), variant: 'danger' as const, confirm: run(() => deletePageAction(key)) }
      : pending === 'unpublish'
        ? {
            title: t('confirm.unpublishTitle', { name }),
            description: t('confirm.unpublishText'),
            variant: 'danger' as const,
            confirmLabel: t('actions.unpublish'),
            confirm: run(() => changePageStatusAction(key, { status: 'draft' })),
          }
        : null;

  return (
    <RowActions name={name} menu={menu} confirmation={confirmation} onClose={close} confirmLabel={t('confirm.confirm')} cancelLabel={t('confirm.cancel')}>
      <a href={page.editHref} className={buttonClasses({ size: 'sm', variant: 'secondary' })} aria-label={`${t('actions.edit')}: ${name}`}>
        {t('actions.edit')}
      </a>
    </RowActions>
  );
}
