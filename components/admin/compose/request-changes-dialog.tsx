'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_COMMENT_MAX } from '@/lib/articles/schema';

export type RequestChangesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the comment; answers the refusal's message, or null when done (the dialog then closes). */
  onSend: (comment: string) => Promise<string | null>;
};

/** "Request changes" (issue 33 §2): a required comment (at most 2000 characters) for the article's author. */
export function RequestChangesDialog({ open, onOpenChange, onSend }: RequestChangesDialogProps) {
  const t = useTranslations('Admin.compose.review');
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t('dialogTitle')} description={t('dialogDescription')} testId="request-changes-dialog">
      {/* Mounted per opening, so the comment starts empty each time. */}
      {open && <RequestChangesForm onOpenChange={onOpenChange} onSend={onSend} />}
    </DialogFrame>
  );
}

function RequestChangesForm({ onOpenChange, onSend }: Omit<RequestChangesDialogProps, 'open'>) {
  const t = useTranslations('Admin.compose.review');
  const tAll = useTranslations();
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from the article form.
    event.stopPropagation();
    const text = comment.trim();
    if (!text) return setError(tAll('Articles.review.commentRequired'));
    if (text.length > REVIEW_COMMENT_MAX) return setError(tAll('Articles.review.commentTooLong'));
    setSending(true);
    const refusal = await onSend(text);
    setSending(false);
    if (refusal) setError(refusal);
    else onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id={`${id}-comment`} label={t('commentLabel')} error={error} required>
        <Textarea
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            if (error) setError(undefined);
          }}
          autoFocus
        />
      </FormField>
      <DialogActions cancelLabel={t('cancel')} cancelDisabled={sending}>
        <Button type="submit" loading={sending}>
          {t('send')}
        </Button>
      </DialogActions>
    </form>
  );
}
