'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      role="alertdialog"
      width="narrow"
      initialFocus={cancelRef}
    >
      <DialogActions cancelLabel={cancelLabel} cancelDisabled={pending} cancelRef={cancelRef} className="mt-6">
        <Button variant={variant} loading={pending} onClick={handleConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
