'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { createRedirectAction, updateRedirectAction } from '@/lib/api/actions/redirects';
import type { RedirectView } from '@/lib/redirects/present';
import { redirectInputSchema } from '@/lib/redirects/schema';

type FormValues = { from: string; to: string; status_code: string };

export type RedirectFormDialogProps = {
  /** Absent: a new redirect. */
  redirect?: Pick<RedirectView, 'id' | 'uniqueKey' | 'from' | 'to' | 'statusCode' | 'version'>;
  /** A new redirect's from-path (the 404 report's "Create redirect"). */
  initialFrom?: string;
  trigger: ReactNode;
};

/** New or edit redirect: the old address (a path, or a prefix with /*), where it goes, and 301 or 302. */
export function RedirectFormDialog({ redirect, initialFrom, trigger }: RedirectFormDialogProps) {
  const t = useTranslations('Redirects');
  const id = useId();
  const ids = { from: `${id}-from`, to: `${id}-to`, statusCode: `${id}-status-code` };
  const defaults: FormValues = { from: redirect?.from ?? initialFrom ?? '', to: redirect?.to ?? '', status_code: String(redirect?.statusCode ?? 301) };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog(redirectInputSchema, defaults, { isNew: !redirect });
  const { register, getValues } = form;

  async function onSubmit() {
    // The schema's output is the stored form (lower-case, host dropped); the action parses what was typed.
    const values = getValues();
    // The version loaded goes with the save: one made since by someone else is refused.
    await submit(() => (redirect ? updateRedirectAction({ id: redirect.id, uniqueKey: redirect.uniqueKey }, { ...values, version: redirect.version }) : createRedirectAction({}, values)), saved);
  }

  return (
    <FormDialog
      {...dialogProps(onSubmit)}
      trigger={trigger}
      title={redirect ? t('form.editTitle') : t('form.createTitle')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <FormField id={ids.from} label={t('form.from')} error={errorOf('from')} hint={t('form.fromHint')} required>
        <Input {...register('from')} autoComplete="off" spellCheck={false} inputMode="url" />
      </FormField>
      <FormField id={ids.to} label={t('form.to')} error={errorOf('to')} hint={t('form.toHint')} required>
        <Input {...register('to')} autoComplete="off" spellCheck={false} inputMode="url" />
      </FormField>
      <FormField id={ids.statusCode} label={t('form.statusCode')} error={errorOf('status_code')} required>
        <Select
          {...register('status_code')}
          options={[
            { value: '301', label: t('statusCodes.permanent') },
            { value: '302', label: t('statusCodes.temporary') },
          ]}
        />
      </FormField>
    </FormDialog>
  );
}
