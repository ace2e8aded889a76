'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accessAreas } from '@/lib/auth/routes';
import type { MessageKey } from '@/lib/i18n/translate';
import { createRoleAction, updateRoleAction } from '@/lib/api/actions/roles';
import { ROLE_TITLE_MAX, roleInputSchema, roleUpdateSchema } from '@/lib/roles/schema';
import { accessAreaList, areaLabel, grantHint, grantLabel, grantWarning } from './grant-labels';

type FormValues = { name: string; title: string; active_routes: string[]; require_two_factor: boolean };
// The edit schema's output, where an absent field means unchanged; the dialog always sends every field.
type Output = { name?: string; title?: string; active_routes?: string[]; require_two_factor?: boolean };

export type RoleFormDialogProps = {
  /** Absent: a new role. */
  role?: { id: number; uniqueKey: string; name: string; title: string; activeRoutes: string[]; requireTwoFactor?: boolean };
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
  const tAny = useTranslations();
  const translate = (key: MessageKey) => tAny(key);
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
  const routesError = errorOf('active_routes');
  const lacksSome = Object.values(accessAreas).some((grants) => grants.some((g) => !held.has(g)));

  function toggle(grant: string, checked: boolean) {
    const current = new Set(routes.field.value);
    if (checked) current.add(grant);
    else current.delete(grant);
    routes.field.onChange([...current]);
  }

  async function onSubmit(values: Output) {
    await submit(
      () =>
        role
          ? updateRoleAction({ id: role.id, uniqueKey: role.uniqueKey }, { title: values.title, active_routes: values.active_routes, require_two_factor: values.require_two_factor })
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

      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={[lacksSome ? `${idPrefix}-routes-hint` : '', routesError ? `${idPrefix}-routes-error` : ''].filter(Boolean).join(' ') || undefined}
      >
        <legend className="mb-1 text-sm font-medium">
          {t('form.routes')}
          <span aria-hidden="true" className="ml-0.5 text-negative-text">
            *
          </span>
        </legend>
        {lacksSome && (
          <p id={`${idPrefix}-routes-hint`} className="text-sm text-muted-foreground">
            {t('form.routesLackedHint')}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {accessAreaList.map((area) => (
            <fieldset key={area} className="rounded-md border border-border p-3" data-testid={`role-area-${area}`}>
              <legend className="px-1 text-sm font-semibold">{areaLabel(area, translate)}</legend>
              <ul className="mt-1 flex flex-col gap-2">
                {accessAreas[area].map((grant) => {
                  const id = `${idPrefix}-grant-${grant}`;
                  const hint = grantHint(grant, translate);
                  const warning = grantWarning(grant, translate);
                  const describedBy = [hint ? `${id}-hint` : '', warning ? `${id}-warning` : ''].filter(Boolean).join(' ');
                  const disabled = !held.has(grant);
                  return (
                    <li key={grant} className="flex items-start gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        value={grant}
                        checked={routes.field.value.includes(grant)}
                        disabled={disabled}
                        onChange={(event) => toggle(grant, event.target.checked)}
                        onBlur={routes.field.onBlur}
                        aria-describedby={describedBy || undefined}
                        className="mt-0.5 size-4 shrink-0 accent-primary disabled:cursor-not-allowed"
                      />
                      <div>
                        <label htmlFor={id} className={disabled ? 'text-sm text-muted-foreground' : 'text-sm'}>
                          {grantLabel(grant, translate)}
                          {hint && (
                            <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
                              {hint}
                            </span>
                          )}
                        </label>
                        {warning && (
                          <p id={`${id}-warning`} data-testid={`grant-warning-${grant}`} className="mt-1 rounded-sm bg-warning-light px-1.5 py-0.5 text-xs text-warning-light-foreground">
                            {warning}
                          </p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
        {routesError && (
          <p id={`${idPrefix}-routes-error`} role="alert" className="text-sm text-negative-text">
            {routesError}
          </p>
        )}
      </fieldset>

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
