'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { articleHomePath } from '@/lib/seo/article-alternates';
import { Button, buttonClasses } from '@/components/ui/button';
import type { StatusAction } from './compose-state';
import type { ArticleMeta, Intent } from './compose-values';

export type PublishActionsProps = {
  article: ArticleMeta | null;
  canChangeStatus: boolean;
  saving: Intent | null;
  busy: boolean;
  /** The publication date is in the future: "Publish" schedules. */
  willSchedule: boolean;
  onSubmit: (intent: Exclude<Intent, 'autosave'>) => void;
  onAskStatus: (action: StatusAction) => void;
};

/**
 * Save draft / Publish for a draft, Update / Unpublish for a published article, View live and
 * Delete. Below the large breakpoint it sticks to the bottom of the screen, so the writer never
 * has to scroll past the text to save.
 */
export function PublishActions({ article, canChangeStatus, saving, busy, willSchedule, onSubmit, onAskStatus }: PublishActionsProps) {
  const t = useTranslations('Admin.compose');
  const tList = useTranslations('Admin.articles');
  const published = article?.status === 'published';

  return (
    <div
      data-testid="publish-actions"
      className={clsx(
        'flex flex-col gap-2 rounded-lg border border-border bg-background p-4',
        'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:flex-row max-lg:flex-wrap max-lg:items-center max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:p-3 max-lg:shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:max-lg:left-64',
      )}
    >
      {published ? (
        <>
          <Button onClick={() => onSubmit('update')} loading={saving === 'update'} disabled={busy}>
            {t('actions.update')}
          </Button>
          {canChangeStatus && (
            <Button variant="secondary" onClick={() => onAskStatus('unpublish')} disabled={busy}>
              {tList('actions.unpublish')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Button onClick={() => onSubmit('publish')} loading={saving === 'publish'} disabled={busy}>
            {willSchedule ? t('actions.schedule') : t('actions.publish')}
          </Button>
          <Button variant="secondary" onClick={() => onSubmit('draft')} loading={saving === 'draft'} disabled={busy}>
            {t('actions.saveDraft')}
          </Button>
        </>
      )}
      {article && published && (
        <a
          href={articleHomePath({ ...article, locale: article.language })}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {t('actions.viewLive')}
        </a>
      )}
      {article && canChangeStatus && (
        <Button variant="danger" onClick={() => onAskStatus('delete')} disabled={busy}>
          {tList('actions.delete')}
        </Button>
      )}
    </div>
  );
}
