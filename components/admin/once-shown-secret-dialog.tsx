'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { useCopyOrSelect } from './use-copy-or-select';

/** The words of a once-shown secret's dialog, from the caller's catalogue. */
export interface OnceShownSecretWords {
  title: string;
  description: string;
  /** The label above the value ("Key", "Secret"). */
  label: string;
  /** The warning that it cannot be shown again. */
  onceNote: string;
  copy: string;
  copied: string;
  copyManually: string;
  close: string;
}

/**
 * Shown once after a secret is made (an API key's token, a webhook's signing secret): the whole value
 * with a copy button. Only a hash or a sealed copy is stored, so closing this loses it (as the
 * first-access password of a new user, AccessInfoDialog).
 */
export function OnceShownSecretDialog({
  secret,
  onClose,
  words,
  testId,
  children,
}: {
  secret: string | null;
  onClose: () => void;
  words: OnceShownSecretWords;
  /** The dialog's test id; the value's is `${testId}-value`. */
  testId: string;
  /** More under the value (how to use it). */
  children?: ReactNode;
}) {
  const { ref: codeRef, status, copy, reset } = useCopyOrSelect<HTMLElement>();

  return (
    <DialogFrame
      open={secret !== null}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
      title={words.title}
      description={words.description}
      testId={testId}
    >
      {secret && (
        <div className="mt-4 flex flex-col gap-1 text-sm">
          <span className="font-medium">{words.label}</span>
          <code ref={codeRef} data-testid={`${testId}-value`} className="rounded-md bg-surface px-2 py-1 font-mono text-sm break-all">
            {secret}
          </code>
        </div>
      )}
      {children}
      <p role="note" className="mt-4 rounded-md border border-warning-light-foreground/30 bg-warning-light p-3 text-sm text-warning-light-foreground">
        {words.onceNote}
      </p>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium text-foreground">
        {status === 'copied' ? words.copied : status === 'manual' ? words.copyManually : ''}
      </p>
      <DialogActions cancelLabel={words.close} className="mt-4">
        <Button onClick={() => secret && copy(secret)}>{words.copy}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
