'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { changeOwnPasswordAction, type ProfileActionResult } from '@/lib/users/profile-actions';
import { passwordChangeSchema } from '@/lib/users/schema';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength';

type FormValues = { current_password: string; password: string; password_confirmation: string };
type Field = keyof FormValues;
const empty: FormValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * The "Change password" card's form: current, new and confirmation with the §5 rules checked as the
 * server checks them. A refused change keeps what was typed; a successful one clears the form.
 */
export function PasswordForm() {
  const t = useTranslations('MyProfile.password');
  const tAny = useTranslations();
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const { register, handleSubmit, control, setError, reset, formState } = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(passwordChangeSchema) as unknown as Resolver<FormValues, unknown, FormValues>,
    defaultValues: empty,
  });
  const message = (key: string | undefined) => (key ? tAny(key as Parameters<typeof tAny>[0]) : undefined);
  const errorOf = (field: Field) => message(formState.errors[field]?.message);
  const password = useWatch({ control, name: 'password' });

  async function onSubmit(values: FormValues) {
    let result: ProfileActionResult;
    try {
      result = await changeOwnPasswordAction(values);
    } catch {
      result = { ok: false, message: tErrors('actionFailed') };
    }
    if (!result.ok && result.fieldErrors) {
      for (const [field, text] of Object.entries(result.fieldErrors)) setError(field as Field, { message: text }, { shouldFocus: true });
      return;
    }
    toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
    if (result.ok) {
      reset(empty);
      // The other sessions have ended: the sessions card shows it.
      router.refresh();
    }
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
