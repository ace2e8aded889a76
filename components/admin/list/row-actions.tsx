'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowMenu, type RowMenuItem } from '@/components/ui/row-menu';
import { useStaffAction, type StaffActionResult } from '@/components/admin/use-staff-action';

/** What a row asks before it acts: the question, and what "confirm" runs. */
export interface RowConfirmation {
  title: string;
  description?: string;
  variant?: 'primary' | 'danger';
  /** The confirm button's text when it says more than the row's default ("Publish", "Delete"). */
  confirmLabel?: string;
  confirm: () => Promise<void>;
}

/**
 * The state of a row's actions: which one awaits confirmation (`pending`, any shape the row likes)
 * and `run`, which performs a server action (toast, list refresh) and then closes the question.
 */
export function useRowActions<P>() {
  const { perform } = useStaffAction();
  const [pending, setPending] = useState<P | null>(null);
  const close = useCallback(() => setPending(null), []);
  const run = (action: () => Promise<StaffActionResult>) => async () => {
    await perform(action);
    setPending(null);
  };
  return { pending, ask: setPending, close, run, perform };
}

export interface RowActionsProps {
  /** The row's name, in the "More" menu's accessible label ("More actions: Ana Souza"). */
  name: string;
  /** The secondary actions behind "More"; none, no menu. */
  menu?: readonly RowMenuItem[];
  /** The open question, if any. */
  confirmation: RowConfirmation | null;
  onClose: () => void;
  /** The confirm button's text when the question names none. */
  confirmLabel?: string;
  cancelLabel: string;
  className?: string;
  /** The row's main actions, kept visible before the menu. */
  children?: ReactNode;
}

/** One row of an admin list: its main actions, "More" with the rest, and the confirmation each asks for first. */
export function RowActions({ name, menu, confirmation, onClose, confirmLabel, cancelLabel, className, children }: RowActionsProps) {
  const tAdmin = useTranslations('Admin');
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-2'}>
      {children}
      {menu && <RowMenu label={tAdmin('rowMenu.label', { name })} text={tAdmin('rowMenu.more')} items={menu} />}
      {confirmation && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={confirmation.title}
          description={confirmation.description}
          variant={confirmation.variant}
          confirmLabel={confirmation.confirmLabel ?? confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={confirmation.confirm}
        />
      )}
    </div>
  );
}
