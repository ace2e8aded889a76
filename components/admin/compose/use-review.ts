'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { changeReviewStatus } from './article-api';
import type { useComposeState } from './use-compose-state';

type Compose = ReturnType<typeof useComposeState>;

/**
 * The editor's review steps (issue 33 §2): a contributor submits the article (saving unsaved work
 * first) or takes it back to draft; a holder of `publish` requests changes with a comment. Each step
 * is the status change of the API (lib/articles/review.ts checks it all again).
 */
export function useReview(compose: Compose) {
  const tAll = useTranslations();
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function step(body: { status: 'in_review' | 'draft'; comment?: string }, success: string): Promise<string | null> {
    const current = compose.state.article;
    if (!current) return null;
    setBusy(true);
    const result = await changeReviewStatus({ id: current.id, uniqueKey: current.uniqueKey }, body, locale, tErrors('unexpected'));
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) compose.sessionExpired();
      else if (body.comment === undefined) toast({ message: result.message, variant: 'error' });
      return result.fieldErrors.comment ?? result.message;
    }
    compose.statusChanged(result.data);
    toast({ message: success, variant: 'success' });
    return null;
  }

  async function submitForReview() {
    const saved = await compose.saveBefore('publish', compose.state.article?.status === 'in_review' ? 'update' : 'draft');
    if (saved) await step({ status: 'in_review' }, tAll('Success.articleSubmitted'));
  }

  return {
    busy,
    submitForReview,
    withdraw: () => step({ status: 'draft' }, tAll('Success.statusUpdated')),
    /** Answers the refusal's message for the dialog, or null when done. */
    requestChanges: (comment: string) => step({ status: 'draft', comment }, tAll('Success.changesRequested')),
  };
}
