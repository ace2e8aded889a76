'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createApiKeyAction } from '@/lib/api/actions/api-keys';
import { API_KEY_NAME_MAX, apiKeyInputSchema } from '@/lib/api-keys/schema';
import { CheckboxGroup } from '@/components/admin/forms/checkbox-group';
import { GrantCheckboxes } from '@/components/admin/roles/grant-checkboxes';
import { OnceShownSecretDialog } from '@/components/admin/once-shown-secret-dialog';

type FormValues = { name: string; grants: string[]; expires_at: string };
type Output = { name: string; grants: string[]; expires_at?: Date };

/**
 * "New key": a name, an optional expiry day and the grants, as checkboxes of the viewer's own grants
 * only (a key never holds more than its creator). After the save, the token is shown once.
 */
export function ApiKeyFormDialog({ viewerGrants, trigger }: { viewerGrants: readonly string[]; trigger: ReactNode }) {
  const t = useTranslations('ApiKeys');
  const [token, setToken] = useState<string | null>(null);
  const defaults: FormValues = { name: '', grants: [], expires_at: '' };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, Output>(apiKeyInputSchema, defaults, { isNew: true });
  const { register, control } = form;
  const grants = useController({ control, name: 'grants' });

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
        <CheckboxGroup id="api-key-grants" legend={t('form.grants')} hint={t('form.grantsHint')} error={errorOf('grants')}>
          <GrantCheckboxes idPrefix="api-key" field={grants.field} held={new Set(viewerGrants)} lacked="hide" />
        </CheckboxGroup>
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
