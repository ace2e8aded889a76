'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { RowMenu } from '@/components/ui/row-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import {
  deleteArticleAction,
  publishArticleAction,
  unpublishArticleAction,
  type ArticleListActionResult,
} from '@/lib/articles/actions';

export interface ArticleRowActionsProps {
  article: {
    id: number;
    uniqueKey: string;
    title: string;
    status: 'draft' | 'published';
    /** The public page, when the article is live (published, publication date reached). */
    viewHref: string | null;
    /** The editor; null when the user may not compose. */
    editHref: string | null;
  };
}

type Pending = 'publish' | 'unpublish' | 'delete';

/**
 * The actions of one row of the article list: view (live articles, new tab), edit, and publish /
 * unpublish / delete, each confirmed first and reported in a toast.
 */
export function ArticleRowActions({ article }: ArticleRowActionsProps) {
  const t = useTranslations('Admin.articles');
  const tAdmin = useTranslations('Admin');
  const { perform } = useStaffAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const title = article.title;

  function run(action: () => Promise<ArticleListActionResult>) {
    return async () => {
      await perform(action);
      setPending(null);
    };
  }

  const dialogs: Record<Pending, { title: string; description: string; variant: 'primary' | 'danger'; confirmLabel: string; confirm: () => Promise<void> }> = {
    publish: {
      title: t('confirm.publishTitle', { title }),
      description: t('confirm.publishText'),
      variant: 'primary',
      confirmLabel: t('actions.publish'),
      confirm: run(() => publishArticleAction(article.id, article.uniqueKey)),
    },
    unpublish: {
      title: t('confirm.unpublishTitle', { title }),
      description: t('confirm.unpublishText'),
      variant: 'danger',
      confirmLabel: t('actions.unpublish'),
      confirm: run(() => unpublishArticleAction(article.id, article.uniqueKey)),
    },
    delete: {
      title: t('confirm.deleteTitle', { title }),
      description: t('confirm.deleteText'),
      variant: 'danger',
      confirmLabel: t('actions.delete'),
      confirm: run(() => deleteArticleAction(article.id, article.uniqueKey)),
    },
  };
  const dialog = pending ? dialogs[pending] : null;

  return (
    <div className="flex flex-wrap items-center gap-2 md:grid md:grid-cols-[auto_auto] md:[&>*]:w-full">
      {article.viewHref && (
        <a
          href={article.viewHref}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={t('actions.viewLabel', { title })}
        >
          {t('actions.view')}
        </a>
      )}
      {article.editHref && (
        <Link href={article.editHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={`${t('actions.edit')}: ${title}`}>
          {t('actions.edit')}
        </Link>
      )}
      {article.status === 'draft' && (
        <Button size="sm" onClick={() => setPending('publish')} aria-label={`${t('actions.publish')}: ${title}`}>
          {t('actions.publish')}
        </Button>
      )}
      <RowMenu
        label={tAdmin('rowMenu.label', { name: title })}
        text={tAdmin('rowMenu.more')}
        items={[
          ...(article.status === 'published' ? [{ key: 'unpublish', label: t('actions.unpublish'), onSelect: () => setPending('unpublish') }] : []),
          { key: 'delete', label: t('actions.delete'), onSelect: () => setPending('delete'), danger: true },
        ]}
      />
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={dialog.title}
          description={dialog.description}
          variant={dialog.variant}
          confirmLabel={dialog.confirmLabel}
          cancelLabel={t('confirm.cancel')}
          onConfirm={dialog.confirm}
        />
      )}
    </div>
  );
}
