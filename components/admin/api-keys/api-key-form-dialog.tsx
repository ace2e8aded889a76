'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accessAreas } from '@/lib/auth/routes';
import type { MessageKey } from '@/lib/i18n/translate';
import { createApiKeyAction } from '@/lib/api/actions/api-keys';
import { API_KEY_NAME_MAX, apiKeyInputSchema } from '@/lib/api-keys/schema';
import { accessAreaList, areaLabel, grantLabel } from '@/components/admin/roles/grant-labels';
import { OnceShownSecretDialog } from '@/components/admin/once-shown-secret-dialog';

type FormValues = { name: string; grants: string[]; expires_at: string };
type Output = { name: string; grants: string[]; expires_at?: Date };

/**
 * "New key": a name, an optional expiry day and the grants, as checkboxes of the viewer's own grants
 * only (a key never holds more than its creator). After the save, the token is shown once.
 */
export function ApiKeyFormDialog({ viewerGrants, trigger }: { viewerGrants: readonly string[]; trigger: ReactNode }) {
  const t = useTranslations('ApiKeys');
  const tAny = useTranslations();
  const translate = (key: MessageKey) => tAny(key);
  const held = new Set(viewerGrants);
  const [token, setToken] = useState<string | null>(null);
  const defaults: FormValues = { name: '', grants: [], expires_at: '' };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, Output>(apiKeyInputSchema, defaults, { isNew: true });
  const { register, control } = form;
  const grants = useController({ control, name: 'grants' });
  const grantsError = errorOf('grants');

  function toggle(grant: string, checked: boolean) {
    const current = new Set(grants.field.value);
    if (checked) current.add(grant);
    else current.delete(grant);
    grants.field.onChange([...current]);
  }

  async function onSubmit(values: Output) {
    await submit(
      () => createApiKeyAction({}, { name: values.name, grants: values.grants, expires_at: values.expires_at?.toISOString() }),
      (result) => {
        saved();
        if (result.ok && result.data) setToken(result.data.token);
      },
    );
  }

  return (
    <>
      <FormDialog {...dialogProps(onSubmit)} trigger={trigger} title={t('form.title')} width="wide" cancelLabel={t('form.cancel')} submitLabel={t('form.save')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="api-key-name" label={t('form.name')} error={errorOf('name')} hint={t('form.nameHint')} required>
            <Input {...register('name')} maxLength={API_KEY_NAME_MAX} autoComplete="off" />
          </FormField>
          <FormField id="api-key-expires" label={t('form.expiresAt')} error={errorOf('expires_at')} hint={t('form.expiresHint')}>
            <Input {...register('expires_at')} type="date" />
          </FormField>
        </div>
        <fieldset className="flex flex-col gap-3" aria-describedby={['api-key-grants-hint', grantsError ? 'api-key-grants-error' : ''].filter(Boolean).join(' ')}>
          <legend className="mb-1 text-sm font-medium">
            {t('form.grants')}
            <span aria-hidden="true" className="ml-0.5 text-negative-text">
              *
            </span>
          </legend>
          <p id="api-key-grants-hint" className="text-sm text-muted-foreground">
            {t('form.grantsHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {accessAreaList.map((area) => {
              const own = accessAreas[area].filter((g) => held.has(g));
              if (own.length === 0) return null;
              return (
                <fieldset key={area} className="rounded-md border border-border p-3">
                  <legend className="px-1 text-sm font-semibold">{areaLabel(area, translate)}</legend>
                  <ul className="mt-1 flex flex-col gap-2">
                    {own.map((grant) => {
                      const id = `api-key-grant-${grant}`;
                      return (
                        <li key={grant} className="flex items-start gap-2">
                          <input
                            id={id}
                            type="checkbox"
                            value={grant}
                            checked={grants.field.value.includes(grant)}
                            onChange={(event) => toggle(grant, event.target.checked)}
                            onBlur={grants.field.onBlur}
                            className="mt-0.5 size-4 shrink-0 accent-primary"
                          />
                          <label htmlFor={id} className="text-sm">
                            {grantLabel(grant, translate)}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              );
            })}
          </div>
          {grantsError && (
            <p id="api-key-grants-error" className="text-sm text-negative-text">
              {grantsError}
            </p>
          )}
        </fieldset>
      </FormDialog>
      <OnceShownSecretDialog
        secret={token}
        onClose={() => setToken(null)}
        testId="api-key-token"
        words={{
          title: t('token.title'),
          description: t('token.description'),
          label: t('token.label'),
          onceNote: t('token.onceNote'),
          copy: t('token.copy'),
          copied: t('token.copied'),
          copyManually: t('token.copyManually'),
          close: t('token.close'),
        }}
      />
    </>
  );
}
