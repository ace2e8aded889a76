'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { loginAction, type LoginState } from '@/lib/auth/actions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

const initialState: LoginState = { ok: false };

/**
 * Email + password sign-in. A plain form action, so it also works without JavaScript; with it, the
 * button shows progress and the first field in error takes the focus.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations('Login');
  const [state, formAction, pending] = useActionState(loginAction, initialState);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.fieldErrors ?? {};

  useEffect(() => {
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }, [state]);

  return (
    <form ref={formRef} action={formAction} noValidate className="flex flex-col gap-5">
      {state.formError && (
        <div
          role="alert"
          className="rounded-md border border-negative/40 bg-negative-light px-4 py-3 text-sm text-negative-light-foreground"
        >
          {state.formError}
        </div>
      )}

      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}

      <FormField id="login-email" label={t('email')} error={errors.email} required>
        <Input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('emailPlaceholder')}
          defaultValue={state.values?.email ?? ''}
          required
        />
      </FormField>

      <FormField id="login-password" label={t('password')} error={errors.password} required>
        <PasswordInput name="password" toggleLabel={t('showPassword')} autoComplete="current-password" required />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="remember"
            defaultChecked={state.values?.remember ?? false}
            className="size-4 rounded border-input accent-primary"
          />
          {t('remember')}
        </label>
        <Link href="/recover-password" className="rounded-sm text-sm font-medium text-link underline-offset-4 hover:underline">
          {t('forgotPassword')}
        </Link>
      </div>

      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
