'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { deleteMessageAction, markMessageNotSpamAction, updateMessageAction } from '@/lib/api/actions/messages';
import type { ActionResult } from '@/lib/core/action-result';
import type { MessageChange } from '@/lib/messages/schema';

export interface MessageDetailProps {
  message: { id: number; uniqueKey: string; email: string; read: boolean; archived: boolean; lead: boolean; spam: boolean };
  /** Where to go after the message is deleted (the list without the detail pane). */
  listHref: string;
}

/**
 * The actions of the open message. Opening an unread message marks it read (once, from the browser,
 * so a prefetch or a crawler never does).
 */
export function MessageDetailActions({ message, listHref }: MessageDetailProps) {
  const t = useTranslations('Inbox');
  const router = useRouter();
  const { perform, refresh } = useStaffAction();
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  const markedRead = useRef(false);
  const { id, uniqueKey } = message;

  useEffect(() => {
    // Spam is reviewed, not read: it keeps its state until it is moved back.
    if (message.read || message.spam || markedRead.current) return;
    markedRead.current = true;
    void updateMessageAction({ id, uniqueKey }, { read: true }).then((result) => {
      if (result.ok) startTransition(() => router.refresh());
    });
  }, [id, uniqueKey, message.read, message.spam, router]);

  async function report(action: () => Promise<ActionResult>, after?: () => void) {
    setBusy(true);
    // With a follow-up (back to the list) the refresh waits: only a failure stays on this page.
    const result = await perform(action, { refresh: !after });
    setBusy(false);
    if (!after) return;
    if (result.ok) after();
    else refresh();
  }

  const change = (c: MessageChange, after?: () => void) => () => report(() => updateMessageAction({ id, uniqueKey }, c), after);

  return (
    <div className="flex flex-wrap gap-2">
      {message.spam ? (
        <Button size="sm" disabled={busy} onClick={() => report(() => markMessageNotSpamAction({ id, uniqueKey }), () => router.push(listHref))}>
          {t('actions.notSpam')}
        </Button>
      ) : (
        <>
          <Button size="sm" variant="secondary" disabled={busy} onClick={change({ read: false }, () => router.push(listHref))}>
            {t('actions.markUnread')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={change({ archived: !message.archived })}>
            {message.archived ? t('actions.unarchive') : t('actions.archive')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={change({ lead: !message.lead })}>
            {message.lead ? t('actions.unmarkLead') : t('actions.markLead')}
          </Button>
        </>
      )}
      <ConfirmDialog
        title={t('confirm.deleteTitle')}
        description={t('confirm.deleteText', { email: message.email })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        variant="danger"
        onConfirm={() => report(() => deleteMessageAction({ id, uniqueKey }), () => router.push(listHref))}
        trigger={
          <Button size="sm" variant="danger" disabled={busy}>
            {t('actions.delete')}
          </Button>
        }
      />
    </div>
  );
}
