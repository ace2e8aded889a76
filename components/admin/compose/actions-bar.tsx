'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { articleHomePath } from '@/lib/seo/article-alternates';
import { Button, buttonClasses } from '@/components/ui/button';
import type { ArticleMeta } from './compose-values';

/**
 * The frame of the editor's actions (PublishActions and, on the review path, ReviewActions): the
 * buttons given, then "View live" (when `showLive`) and Delete (when `onDelete`). Below the large
 * breakpoint it sticks to the bottom of the screen, so the writer never has to scroll past the text
 * to save.
 */
export function ActionsBar({
  article,
  showLive,
  onDelete,
  busy,
  children,
}: {
  article: ArticleMeta | null;
  showLive: boolean;
  onDelete?: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Admin.compose');
  const tList = useTranslations('Admin.articles');
  return (
    <div
      data-testid="publish-actions"
      className={clsx(
        'flex flex-col gap-2 rounded-lg border border-border bg-background p-4',
        'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:flex-row max-lg:flex-wrap max-lg:items-center max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:p-3 max-lg:shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:max-lg:left-64',
      )}
    >
      {children}
      {article && showLive && (
        <a href={articleHomePath({ ...article, locale: article.language })} target="_blank" rel="noopener" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('actions.viewLive')}
        </a>
      )}
      {article && onDelete && (
        <Button variant="danger" onClick={onDelete} disabled={busy}>
          {tList('actions.delete')}
        </Button>
      )}
    </div>
  );
}
