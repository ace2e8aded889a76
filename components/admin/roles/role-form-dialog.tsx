'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accessAreas } from '@/lib/auth/routes';
import { createRoleAction, updateRoleAction } from '@/lib/api/actions/roles';
import { ROLE_TITLE_MAX, roleInputSchema, roleUpdateSchema } from '@/lib/roles/schema';
import { CheckboxGroup } from '@/components/admin/forms/checkbox-group';
import { GrantCheckboxes } from './grant-checkboxes';

type FormValues = { name: string; title: string; active_routes: string[]; require_two_factor: boolean };
// The edit schema's output, where an absent field means unchanged; the dialog always sends every field.
type Output = { name?: string; title?: string; active_routes?: string[]; require_two_factor?: boolean };

export type RoleFormDialogProps = {
  /** Absent: a new role. */
  role?: { id: number; uniqueKey: string; name: string; title: string; activeRoutes: string[]; requireTwoFactor?: boolean; version?: number };
  /** The viewer's grants: they may tick only these. */
  viewerGrants: readonly string[];
  trigger: ReactNode;
};

/**
 * New or edit role: title, name (chosen once), and the routes and capabilities it grants as
 * checkboxes grouped under the five access areas (§3). Grants the viewer lacks are shown disabled.
 */
export function RoleFormDialog({ role, viewerGrants, trigger }: RoleFormDialogProps) {
  const t = useTranslations('Roles');
  const tTwoFactor = useTranslations('TwoFactor.role');
  const held = new Set(viewerGrants);
  const defaults: FormValues = {
    name: role?.name ?? '',
    title: role?.title ?? '',
    active_routes: role ? [...role.activeRoutes] : [],
    require_two_factor: role?.requireTwoFactor ?? false,
  };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, Output>(role ? roleUpdateSchema : roleInputSchema, defaults, { isNew: !role });
  const { register, control } = form;
  const routes = useController({ control, name: 'active_routes' });
  const idPrefix = role ? `role-${role.id}` : 'role-new';
  const lacksSome = Object.values(accessAreas).some((grants) => grants.some((g) => !held.has(g)));

  async function onSubmit(values: Output) {
    await submit(
      () =>
        role
          ? updateRoleAction({ id: role.id, uniqueKey: role.uniqueKey }, { title: values.title, active_routes: values.active_routes, require_two_factor: values.require_two_factor, version: role.version })
          : createRoleAction({}, { name: values.name ?? '', title: values.title ?? '', active_routes: values.active_routes ?? [], require_two_factor: values.require_two_factor }),
      saved,
    );
  }

  return (
    <FormDialog
      {...dialogProps(onSubmit)}
      trigger={trigger}
      title={role ? t('form.editTitle') : t('form.createTitle')}
      width="wide"
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-title`} label={t('form.title')} error={errorOf('title')} required>
          <Input {...register('title')} maxLength={ROLE_TITLE_MAX} autoComplete="off" />
        </FormField>
        {role ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t('form.name')}</span>
            <code className="flex h-10 items-center rounded-md bg-surface px-3 text-sm">{role.name}</code>
            <p className="text-sm text-muted-foreground">{t('form.nameFixed')}</p>
            {errorOf('name') && <p className="text-sm text-negative-text">{errorOf('name')}</p>}
          </div>
        ) : (
          <FormField id={`${idPrefix}-name`} label={t('form.name')} error={errorOf('name')} hint={t('form.nameHint')} required>
            <Input {...register('name')} maxLength={40} autoComplete="off" spellCheck={false} className="font-mono" />
          </FormField>
        )}
      </div>

      <CheckboxGroup id={`${idPrefix}-routes`} legend={t('form.routes')} hint={lacksSome ? t('form.routesLackedHint') : undefined} error={errorOf('active_routes')} errorRole="alert">
        <GrantCheckboxes idPrefix={idPrefix} field={routes.field} held={held} lacked="disable" />
      </CheckboxGroup>

      <div className="flex items-start gap-2">
        <input
          id={`${idPrefix}-require-two-factor`}
          type="checkbox"
          {...register('require_two_factor')}
          aria-describedby={`${idPrefix}-require-two-factor-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={`${idPrefix}-require-two-factor`} className="text-sm">
          {tTwoFactor('require')}
          <span id={`${idPrefix}-require-two-factor-hint`} className="block text-xs text-muted-foreground">
            {tTwoFactor('requireHint')}
          </span>
        </label>
      </div>
    </FormDialog>
  );
}
