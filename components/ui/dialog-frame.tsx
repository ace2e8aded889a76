'use client';

import type { ReactNode, Ref, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Button } from './button';

const widths = { narrow: 'max-w-md', normal: 'max-w-lg', wide: 'max-w-2xl' } as const;

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Element that opens the dialog (a Button, usually); rendered as is. */
  trigger?: ReactNode;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /** `alertdialog` for a question that interrupts the user (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  width?: keyof typeof widths;
  /** Where focus starts as it opens; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Whether a click outside closes it. Off by default: what the dialog holds (a half-filled form, a
   * password shown once, a pending question) would be lost by a stray click.
   */
  closeOnOutsideClick?: boolean;
  testId?: string;
  /** Everything under the title and description. */
  children: ReactNode;
};

/**
 * The one frame of every dialog: a dimmed overlay and a centred panel that scrolls when taller than
 * the screen, with its title and description. Escape closes it unless `onOpenChange` refuses. It
 * opens and closes in 300 ms (spec §9: the dialog-in/out keyframes in app/globals.css).
 */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  role,
  width = 'normal',
  initialFocus,
  closeOnOutsideClick = false,
  testId,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...(role && { role })}
          // Without a description, say so explicitly (Radix otherwise points at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={
            initialFocus &&
            ((event) => {
              event.preventDefault();
              initialFocus.current?.focus();
            })
          }
          onPointerDownOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
          data-testid={testId}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
            widths[width],
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-muted-foreground">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export type DialogActionsProps = {
  /** The button that closes the dialog without doing anything. */
  cancelLabel: ReactNode;
  cancelDisabled?: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
  /** An action set apart at the row's start ("Remove link"). */
  start?: ReactNode;
  /** Spacing from what is above, and grid placement. */
  className?: string;
  /** The actions after cancel, the main one last. */
  children: ReactNode;
};

/**
 * The buttons at a dialog's foot: cancel, then the actions, in a row from the small breakpoint up;
 * on a phone they stack, the main action on top.
 */
export function DialogActions({ cancelLabel, cancelDisabled, cancelRef, start, className, children }: DialogActionsProps) {
  return (
    <div className={clsx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {start}
      <Dialog.Close asChild>
        <Button ref={cancelRef} variant="ghost" disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
