'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ActionsBar } from './actions-bar';
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

/** Save draft / Publish for a draft, Update / Unpublish for a published article, View live and Delete (ActionsBar). */
export function PublishActions({ article, canChangeStatus, saving, busy, willSchedule, onSubmit, onAskStatus }: PublishActionsProps) {
  const t = useTranslations('Admin.compose');
  const tList = useTranslations('Admin.articles');
  const published = article?.status === 'published';

  return (
    <ActionsBar article={article} showLive={published} onDelete={canChangeStatus ? () => onAskStatus('delete') : undefined} busy={busy}>
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
    </ActionsBar>
  );
}
