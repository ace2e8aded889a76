'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { changeOwnPasswordAction } from '@/lib/api/actions/profile';
import { passwordChangeSchema } from '@/lib/users/schema';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from './password-strength';

type FormValues = { current_password: string; password: string; password_confirmation: string };
const empty: FormValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * The "Change password" card's form: current, new and confirmation with the §5 rules checked as the
 * server checks them. A refused change keeps what was typed; a successful one clears the form.
 */
export function PasswordForm() {
  const t = useTranslations('MyProfile.password');
  const { form, submit, errorOf } = useSchemaForm<FormValues, FormValues>(passwordChangeSchema, empty);
  const { register, handleSubmit, control, reset, formState } = form;
  const password = useWatch({ control, name: 'password' });

  async function onSubmit(values: FormValues) {
    // The page refresh shows, in the sessions card, that the other sessions have ended.
    await submit(() => changeOwnPasswordAction(values), () => reset(empty));
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" data-testid="password-form">
      <FormField id="password-current" label={t('current')} error={errorOf('current_password')} required>
        <PasswordInput {...register('current_password')} toggleLabel={t('show')} autoComplete="current-password" />
      </FormField>
      <FormField
        id="password-new"
        label={t('new')}
        error={errorOf('password')}
        hint={
          <>
            {t('rules')}
            <PasswordStrengthMeter password={password} />
          </>
        }
        required
      >
        <PasswordInput {...register('password')} toggleLabel={t('show')} autoComplete="new-password" />
      </FormField>
      <FormField id="password-confirmation" label={t('confirmation')} error={errorOf('password_confirmation')} required>
        <PasswordInput {...register('password_confirmation')} toggleLabel={t('show')} autoComplete="new-password" />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
