'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/core/action-result';
import { initialFormState } from '@/components/ui/form-state';
import { ActionForm } from './action-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { NoticeBox } from './notice-box';

/**
 * Password + confirmation with the §5 rules, for the new-password screen (ResetPassword) and the
 * first-access screen (FirstAccess). `hidden` carries the reset link's parts.
 */
export function NewPasswordForm({
  namespace,
  action,
  hidden = {},
}: {
  namespace: 'ResetPassword' | 'FirstAccess';
  action: (state: ActionResult, formData: FormData) => Promise<ActionResult>;
  hidden?: Record<string, string>;
}) {
  const t = useTranslations(namespace);
  const tReset = useTranslations('ResetPassword');
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const errors = state.fieldErrors ?? {};

  if (state.ok) {
    return (
      <div className="flex flex-col gap-5">
        <NoticeBox kind="success" testId="password-saved">
          <p className="font-semibold">{tReset('successTitle')}</p>
          <p>{state.message}</p>
        </NoticeBox>
        <Link href="/login" className="text-center text-sm font-medium text-link underline-offset-4 hover:underline">
          {tReset('goToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <ActionForm state={state} action={formAction} className="flex flex-col gap-5">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField id="new-password" label={t('password')} hint={t('rules')} error={errors.password} required>
        <PasswordInput name="password" toggleLabel={tReset('showPassword')} autoComplete="new-password" required />
      </FormField>
      <FormField id="new-password-confirmation" label={t('confirmation')} error={errors.password_confirmation} required>
        <PasswordInput name="password_confirmation" toggleLabel={tReset('showPassword')} autoComplete="new-password" required />
      </FormField>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </ActionForm>
  );
}
