'use client';

import { useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';

/** Length of the open and close animations (spec §9); the CSS keyframes in globals.css use it. */
export const DIALOG_TRANSITION_MS = 300;

export type ConfirmDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** May return a promise: the confirm button shows a spinner and the dialog stays open until it settles. */
  onConfirm: () => void | Promise<void>;
  /** Called when the dialog is dismissed without confirming (cancel button or Escape). */
  onCancel?: () => void;
  /** Called when onConfirm throws or rejects; the dialog stays open. Without it the error is rethrown. */
  onError?: (error: unknown) => void;
  /** `danger` for destructive actions (delete, unpublish). */
  variant?: 'primary' | 'danger';
  /** Controlled mode; leave undefined to let the dialog manage its own state (with `trigger`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (a Button, usually); rendered as is. */
  trigger?: ReactNode;
};

/**
 * Asks the user to confirm an action. Focus starts on the cancel button; clicking outside does not
 * close it (Escape does), and nothing closes it while an asynchronous confirmation is running.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onError,
  variant = 'primary',
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  function handleOpenChange(next: boolean) {
    if (!next && pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  }

  async function handleConfirm() {
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setPending(false);
      if (onError) onError(error);
      else throw error;
      return;
    }
    setPending(false);
    setOpen(false);
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          // Without a description, say so explicitly (Radix otherwise points at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">{description}</Dialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="ghost" disabled={pending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={variant} loading={pending} onClick={handleConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
