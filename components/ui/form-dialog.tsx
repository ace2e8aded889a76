'use client';

import type { FormEventHandler, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Button } from './button';

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
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Without a description, say so explicitly (Radix otherwise points at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => event.preventDefault()}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
            width === 'wide' ? 'max-w-2xl' : 'max-w-lg',
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>}
          <form noValidate onSubmit={onSubmit} className={layout === 'columns' ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 flex flex-col gap-4'}>
            {children}
            <div className={clsx('mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', layout === 'columns' && 'sm:col-span-2')}>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
