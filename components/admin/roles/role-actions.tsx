'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { deleteRoleAction } from '@/lib/api/actions/roles';
import { RoleFormDialog, type RoleFormDialogProps } from './role-form-dialog';

export interface RoleActionsProps {
  role: NonNullable<RoleFormDialogProps['role']> & { displayTitle: string; usersCount: number };
  viewerGrants: readonly string[];
}

/**
 * Edit and delete of one role. A role holding a grant the viewer lacks cannot be changed by them
 * (the server refuses too); a role some user holds cannot be deleted: both say why instead.
 */
export function RoleActions({ role, viewerGrants }: RoleActionsProps) {
  const t = useTranslations('Roles');
  const { perform } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  const name = role.displayTitle;
  const held = new Set(viewerGrants);
  const locked = role.activeRoutes.some((g) => !held.has(g));
  const inUse = role.usersCount > 0;
  const noteId = `role-${role.id}-note`;
  const note = locked ? t('lockedHint') : inUse ? t('inUseHint', { count: role.usersCount }) : null;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {locked ? (
          <Button size="sm" variant="secondary" disabled aria-describedby={noteId} aria-label={`${t('actions.edit')}: ${name}`}>
            {t('actions.edit')}
          </Button>
        ) : (
          <RoleFormDialog
            role={role}
            viewerGrants={viewerGrants}
            trigger={
              <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
                {t('actions.edit')}
              </Button>
            }
          />
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={locked || inUse}
          aria-describedby={note ? noteId : undefined}
          onClick={() => setConfirming(true)}
          aria-label={`${t('actions.delete')}: ${name}`}
        >
          {t('actions.delete')}
        </Button>
      </div>
      {note && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.deleteTitle', { name })}
        description={t('confirm.deleteText')}
        variant="danger"
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={async () => {
          await perform(() => deleteRoleAction({ id: role.id, uniqueKey: role.uniqueKey }));
        }}
      />
    </div>
  );
}
