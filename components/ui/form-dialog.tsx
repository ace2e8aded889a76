'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from './button';
import { DialogActions, DialogFrame } from './dialog-frame';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as the dialog opens, before it shows (to reset the form to its starting values). */
  onOpen?: () => void;
  /** Element that opens the dialog (a Button, usually); rendered as is. */
  trigger?: ReactNode;
  title: ReactNode;
  /** A line under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /** While the form is submitting: the dialog cannot be closed, cancel is disabled and submit shows a spinner. */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** `wide` for forms with two columns or long fields. */
  width?: 'normal' | 'wide';
  /** `columns`: the fields flow in two columns from the small breakpoint up (a field spans both with `sm:col-span-2`). */
  layout?: 'stack' | 'columns';
  /** The fields. */
  children: ReactNode;
};

/**
 * A form in a dialog: title, fields, and a cancel / submit footer. Clicking outside does not close it
 * (a half-filled form would be lost); Escape and cancel do, except while it is submitting.
 */
export function FormDialog({
  open,
  onOpenChange,
  onOpen,
  trigger,
  title,
  description,
  busy,
  onSubmit,
  cancelLabel,
  submitLabel,
  width = 'normal',
  layout = 'stack',
  children,
}: FormDialogProps) {
  function handleOpenChange(next: boolean) {
    if (busy) return;
    if (next) onOpen?.();
    onOpenChange(next);
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      width={width}
    >
      <form noValidate onSubmit={onSubmit} className={layout === 'columns' ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 flex flex-col gap-4'}>
        {children}
        <DialogActions cancelLabel={cancelLabel} cancelDisabled={busy} className={clsx('mt-2', layout === 'columns' && 'sm:col-span-2')}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
