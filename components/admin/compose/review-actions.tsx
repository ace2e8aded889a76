'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ActionsBar } from './actions-bar';
import type { StatusAction } from './compose-state';
import { RequestChangesDialog } from './request-changes-dialog';
import type { useComposeState } from './use-compose-state';
import { useReview } from './use-review';

type Compose = ReturnType<typeof useComposeState>;

export type ReviewActionsProps = {
  compose: Compose;
  /** The user holds `publish`. */
  canPublish: boolean;
  canChangeStatus: boolean;
  busy: boolean;
  willSchedule: boolean;
  onAskStatus: (action: StatusAction) => void;
};

/** Whether the editor shows the review actions instead of PublishActions: for a contributor, or an article in review. */
export function usesReviewActions(canPublish: boolean, status: string | null): boolean {
  return !canPublish || status === 'in_review';
}

/**
 * The editor's actions on the review path (issue 33 §2), in place of PublishActions:
 * - a contributor (compose without publish) saves a draft and submits it for review; while it waits
 *   they may update it or take it back to draft; a published article is not theirs to change;
 * - a holder of `publish` opening an article in review publishes (or schedules) it, or requests changes.
 */
export function ReviewActions({ compose, canPublish, canChangeStatus, busy, willSchedule, onAskStatus }: ReviewActionsProps) {
  const t = useTranslations('Admin.compose');
  const tReview = useTranslations('Admin.compose.review');
  const tErrors = useTranslations('Errors');
  const review = useReview(compose);
  const [asking, setAsking] = useState(false);
  const { article, saving } = compose.state;
  const status = article?.status ?? 'draft';
  const blocked = busy || review.busy;

  return (
    <ActionsBar
      article={article}
      showLive={status === 'published'}
      onDelete={canChangeStatus && status !== 'published' ? () => onAskStatus('delete') : undefined}
      busy={blocked}
    >
      {status === 'published' ? (
        <p className="text-sm text-muted-foreground">{tErrors('publishNotAllowed')}</p>
      ) : status === 'in_review' && canPublish ? (
        <>
          <Button onClick={() => compose.submit('publish')} loading={saving === 'publish'} disabled={blocked}>
            {willSchedule ? t('actions.schedule') : t('actions.publish')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={blocked}>
            {tReview('requestChanges')}
          </Button>
          <Button variant="ghost" onClick={() => compose.submit('update')} loading={saving === 'update'} disabled={blocked}>
            {t('actions.update')}
          </Button>
        </>
      ) : status === 'in_review' ? (
        <>
          <p className="text-sm text-muted-foreground" data-testid="review-awaiting">
            {tReview('awaiting')}
          </p>
          <Button onClick={() => compose.submit('update')} loading={saving === 'update'} disabled={blocked}>
            {t('actions.update')}
          </Button>
          <Button variant="secondary" onClick={() => void review.withdraw()} disabled={blocked}>
            {tReview('withdraw')}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={() => void review.submitForReview()} loading={review.busy} disabled={blocked}>
            {tReview('submit')}
          </Button>
          <Button variant="secondary" onClick={() => compose.submit('draft')} loading={saving === 'draft'} disabled={blocked}>
            {t('actions.saveDraft')}
          </Button>
          <p className="text-xs text-muted-foreground">{tReview('contributorHint')}</p>
        </>
      )}
      <RequestChangesDialog open={asking} onOpenChange={setAsking} onSend={review.requestChanges} />
    </ActionsBar>
  );
}
