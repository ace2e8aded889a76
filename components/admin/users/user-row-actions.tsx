'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowMenu } from '@/components/ui/row-menu';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { changeUserStatusAction, deleteUserAction } from '@/lib/users/actions';
import { UserFormDialog, type RoleChoice, type UserFormUser } from './user-form-dialog';

type Pending = 'activate' | 'deactivate' | 'block' | 'delete';
const statusOf = { activate: 'active', deactivate: 'inactive', block: 'blocked' } as const;

export interface UserRowActionsProps {
  user: UserFormUser & { displayName: string; status: string };
  roles: readonly RoleChoice[];
  /** The viewer's own row: no status change nor deletion (§4), said in words instead. */
  isSelf: boolean;
}

/** The status changes a user's row offers: a first-access user is never "activated" past their own password choice. */
function statusActions(status: string): Exclude<Pending, 'delete'>[] {
  switch (status) {
    case 'active':
      return ['deactivate', 'block'];
    case 'inactive':
      return ['activate', 'block'];
    case 'blocked':
      return ['activate', 'deactivate'];
    default:
      return ['deactivate', 'block'];
  }
}

/** Edit, activate / deactivate / block and delete of one user, each change confirmed first with the user's name. */
export function UserRowActions({ user, roles, isSelf }: UserRowActionsProps) {
  const t = useTranslations('Users');
  const tErrors = useTranslations('Errors');
  const tAdmin = useTranslations('Admin');
  const { perform } = useStaffAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const name = user.displayName;

  const dialog =
    pending === null
      ? null
      : {
          title: t(`confirm.${pending}Title`, { name }),
          description: t(`confirm.${pending}Text`),
          variant: pending === 'activate' ? ('primary' as const) : ('danger' as const),
          confirmLabel: t(`actions.${pending}`),
          confirm: async () => {
            await perform(() => (pending === 'delete' ? deleteUserAction(user.id, user.uniqueKey) : changeUserStatusAction(user.id, user.uniqueKey, statusOf[pending])));
          },
        };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2 lg:w-48">
        <UserFormDialog
          user={user}
          roles={roles}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
              {t('actions.edit')}
            </Button>
          }
        />
        {!isSelf && (
          <RowMenu
            label={tAdmin('rowMenu.label', { name })}
            text={tAdmin('rowMenu.more')}
            items={[
              ...statusActions(user.status).map((action) => ({ key: action, label: t(`actions.${action}`), onSelect: () => setPending(action) })),
              { key: 'delete', label: t('actions.delete'), onSelect: () => setPending('delete'), danger: true },
            ]}
          />
        )}
      </div>
      {isSelf && (
        <p data-testid="own-row-note" className="max-w-56 text-xs text-muted-foreground">
          {tErrors('cannotChangeOwnStatus')} {tErrors('cannotDeleteSelf')}
        </p>
      )}
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={dialog.title}
          description={dialog.description}
          variant={dialog.variant}
          confirmLabel={dialog.confirmLabel}
          cancelLabel={t('confirm.cancel')}
          onConfirm={dialog.confirm}
        />
      )}
    </div>
  );
}
