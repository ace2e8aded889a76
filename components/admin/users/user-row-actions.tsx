'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import { changeUserStatusAction, deleteUserAction, resetUserTwoFactorAction } from '@/lib/api/actions/users';
import { UserFormDialog, type RoleChoice, type UserFormUser } from './user-form-dialog';

type Pending = 'activate' | 'deactivate' | 'block' | 'delete' | 'resetTwoFactor';
const statusOf = { activate: 'active', deactivate: 'inactive', block: 'blocked' } as const;

export interface UserRowActionsProps {
  user: UserFormUser & { displayName: string; status: string; twoFactorEnabled?: boolean };
  roles: readonly RoleChoice[];
  /** The viewer's own row: no status change nor deletion (§4), said in words instead. */
  isSelf: boolean;
}

/** The status changes a user's row offers: a first-access user is never "activated" past their own password choice. */
function statusActions(status: string): Exclude<Pending, 'delete' | 'resetTwoFactor'>[] {
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
  const tReset = useTranslations('TwoFactor.reset');
  const { pending, ask: setPending, close, run } = useRowActions<Pending>();
  const name = user.displayName;

  const dialog: RowConfirmation | null =
    pending === null
      ? null
      : pending === 'resetTwoFactor'
        ? {
            title: tReset('confirmTitle'),
            description: tReset('confirmText'),
            variant: 'danger',
            confirmLabel: tReset('confirm'),
            confirm: run(() => resetUserTwoFactorAction({ id: user.id, uniqueKey: user.uniqueKey })),
          }
        : {
          title: t(`confirm.${pending}Title`, { name }),
          description: t(`confirm.${pending}Text`),
          variant: pending === 'activate' ? 'primary' : 'danger',
          confirmLabel: t(`actions.${pending}`),
          confirm: run(() => (pending === 'delete' ? deleteUserAction({ id: user.id, uniqueKey: user.uniqueKey }) : changeUserStatusAction({ id: user.id, uniqueKey: user.uniqueKey }, { status: statusOf[pending], version: user.version }))),
        };

  return (
    <div className="flex flex-col gap-1">
      <RowActions
        name={name}
        menu={
          isSelf
            ? undefined
            : [
                ...statusActions(user.status).map((action) => ({ key: action, label: t(`actions.${action}`), onSelect: () => setPending(action) })),
                ...(user.twoFactorEnabled ? [{ key: 'resetTwoFactor', label: tReset('button'), onSelect: () => setPending('resetTwoFactor') }] : []),
                { key: 'delete', label: t('actions.delete'), onSelect: () => setPending('delete'), danger: true },
              ]
        }
        confirmation={dialog}
        onClose={close}
        cancelLabel={t('confirm.cancel')}
        className="flex flex-wrap items-center gap-2 lg:w-48"
      >
        <UserFormDialog
          user={user}
          roles={roles}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`${t('actions.edit')}: ${name}`}>
              {t('actions.edit')}
            </Button>
          }
        />
      </RowActions>
      {isSelf && (
        <p data-testid="own-row-note" className="max-w-56 text-xs text-muted-foreground">
          {tErrors('cannotChangeOwnStatus')} {tErrors('cannotDeleteSelf')}
        </p>
      )}
    </div>
  );
}
