'use client';

import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { resendDeviceCodeAction, verifyDeviceAction, type FormState } from '@/lib/auth/account-actions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NoticeBox } from './notice-box';

const initialState: FormState = { ok: false };

/** Account verification (§2): code entry and resend; a right code signs in and remembers this browser. */
export function VerifyDeviceForm({ challenge, callbackUrl }: { challenge: string; callbackUrl?: string }) {
  const t = useTranslations('VerifyDevice');
  const [state, formAction, pending] = useActionState(verifyDeviceAction, initialState);
  const [resendState, setResendState] = useState<FormState | undefined>();
  const [cooldown, setCooldown] = useState(60);
  const [resending, startResend] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  const codeError = state.fieldErrors?.code ?? (state.formError ? ' ' : undefined);

  return (
    <form ref={formRef} action={formAction} noValidate className="flex flex-col gap-5">
      {state.formError && <NoticeBox kind="error">{state.formError}</NoticeBox>}
      {resendState?.ok && <NoticeBox kind="success">{resendState.message}</NoticeBox>}
      {resendState && !resendState.ok && <NoticeBox kind="error">{resendState.formError}</NoticeBox>}
      <input type="hidden" name="challenge" value={challenge} />
      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
      <FormField id="device-code" label={t('code')} error={state.formError ? undefined : codeError} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="text-center font-mono text-lg tracking-[0.5em]"
          aria-invalid={state.formError ? true : undefined}
          required
        />
      </FormField>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={resending || cooldown > 0}
          onClick={() =>
            startResend(async () => {
              const result = await resendDeviceCodeAction(challenge);
              setResendState(result);
              if (result.ok) setCooldown(60);
            })
          }
        >
          {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
        </Button>
        <Link href="/login" className="rounded-sm font-medium text-link underline-offset-4 hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    </form>
  );
}
