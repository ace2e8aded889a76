'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import { deleteArticleAction, publishArticleAction, unpublishArticleAction } from '@/lib/api/actions/articles';

export interface ArticleRowActionsProps {
  article: {
    id: number;
    uniqueKey: string;
    title: string;
    status: 'draft' | 'in_review' | 'published';
    /** The public page, when the article is live (published, publication date reached). */
    viewHref: string | null;
    /** The editor; null when the user may not compose. */
    editHref: string | null;
  };
  /** The user holds 'publish' (issue 33 §2): without it, no Publish or Unpublish. */
  canPublish: boolean;
}

type Pending = 'publish' | 'unpublish' | 'delete';

/**
 * The actions of one row of the article list: view (live articles, new tab), edit, and publish /
 * unpublish / delete, each confirmed first and reported in a toast.
 */
export function ArticleRowActions({ article, canPublish }: ArticleRowActionsProps) {
  const t = useTranslations('Admin.articles');
  const { pending, ask: setPending, close, run } = useRowActions<Pending>();
  const title = article.title;

  const dialogs: Record<Pending, RowConfirmation> = {
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
      confirm: run(() => deleteArticleAction({ id: article.id, uniqueKey: article.uniqueKey })),
    },
  };
  const dialog = pending ? dialogs[pending] : null;

  return (
    <RowActions
      name={title}
      menu={[
        ...(article.status === 'published' && canPublish ? [{ key: 'unpublish', label: t('actions.unpublish'), onSelect: () => setPending('unpublish') }] : []),
        { key: 'delete', label: t('actions.delete'), onSelect: () => setPending('delete'), danger: true },
      ]}
      confirmation={dialog}
      onClose={close}
      cancelLabel={t('confirm.cancel')}
      className="flex flex-wrap items-center gap-2 md:grid md:grid-cols-[auto_auto] md:[&>*]:w-full"
    >
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
      {article.status !== 'published' && canPublish && (
        <Button size="sm" onClick={() => setPending('publish')} aria-label={`${t('actions.publish')}: ${title}`}>
          {t('actions.publish')}
        </Button>
      )}
    </RowActions>
  );
}
