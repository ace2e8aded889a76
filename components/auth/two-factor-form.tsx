'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { twoFactorAction } from '@/lib/api/actions/account';
import { initialFormState, refusalOf } from '@/components/ui/form-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ActionForm } from './action-form';

/** Second step of a sign-in with two-factor on: the app's 6-digit code or a recovery code. */
export function TwoFactorForm({ challenge, callbackUrl }: { challenge: string; callbackUrl?: string }) {
  const t = useTranslations('TwoFactor');
  const [state, formAction, pending] = useActionState(twoFactorAction, initialFormState);
  const refused = Boolean(refusalOf(state));
  return (
    <ActionForm state={state} action={formAction} className="flex flex-col gap-5">
      <input type="hidden" name="challenge" value={challenge} />
      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
      {/* Not numeric-only: a recovery code (xxxxx-xxxxx) goes in the same field. */}
      <FormField id="two-factor-code" label={t('code')} error={refused ? undefined : state.fieldErrors?.code} required>
        <Input
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          className="text-center font-mono text-lg tracking-[0.3em]"
          aria-invalid={refused ? true : undefined}
          required
        />
      </FormField>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
      <Link href="/login" className="self-end rounded-sm text-sm font-medium text-link underline-offset-4 hover:underline">
        {t('backToLogin')}
      </Link>
    </ActionForm>
  );
}
