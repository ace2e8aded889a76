'use client';

import { useActionState } from 'react';
import Link from 'next/link';
import { loginAction } from '@/lib/api/actions/auth';
import { initialFormState } from '@/components/ui/form-state';
import { ActionForm } from './action-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { AccountEmailInput } from './account-email-input';
import type { LoginFormText } from './login-form-text';

/**
 * Email + password sign-in. A plain form action, so it also works without JavaScript; with it, the
 * button shows progress and the first field in error takes the focus. Its words and the recovery
 * link come from the server: the sign-in page ships no translation runtime (issue 17).
 */
export function LoginForm({ callbackUrl, text, recoverHref }: { callbackUrl?: string; text: LoginFormText; recoverHref: string }) {
  const t = (key: keyof LoginFormText) => text[key];
  const [state, formAction, pending] = useActionState(loginAction, initialFormState);
  const errors = state.fieldErrors ?? {};

  return (
    <ActionForm state={state} action={formAction} className="flex flex-col gap-5">

      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}

      <FormField id="login-email" label={t('email')} error={errors.email} required>
        <AccountEmailInput placeholder={t('emailPlaceholder')} defaultValue={state.values?.email ?? ''} />
      </FormField>

      <FormField id="login-password" label={t('password')} error={errors.password} required>
        <PasswordInput name="password" toggleLabel={t('showPassword')} autoComplete="current-password" required />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="remember"
            defaultChecked={state.values?.remember === 'on'}
            className="size-4 rounded border-input accent-primary"
          />
          {t('remember')}
        </label>
        <Link href={recoverHref} className="rounded-sm text-sm font-medium text-link underline-offset-4 hover:underline">
          {t('forgotPassword')}
        </Link>
      </div>

      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </ActionForm>
  );
}
