'use client';

import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { requestRecoveryAction, verifyRecoveryCodeAction } from '@/lib/api/actions/account';
import type { ActionResult } from '@/lib/core/action-result';
import { initialFormState, refusalOf, useFocusFirstInvalid } from '@/components/ui/form-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { AccountEmailInput } from './account-email-input';
import { CodeField } from './code-field';
import { NoticeBox } from './notice-box';

const RESEND_COOLDOWN_S = 60;

/**
 * Password recovery (§2): the email, then "check your email and the spam folder" with the code entry,
 * resend (once a minute) and back to login. A right code leads to the new-password screen.
 */
export function RecoverPasswordForm() {
  const t = useTranslations('RecoverPassword');
  const router = useRouter();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ActionResult<unknown>>(initialFormState);
  const [notice, setNotice] = useState<string | undefined>();
  const [cooldown, setCooldown] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useFocusFirstInvalid(state);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    startTransition(async () => {
      const result = await requestRecoveryAction({}, { email: typed });
      setState(result);
      if (result.ok) {
        setEmail(typed.trim());
        setStep('code');
        setNotice(undefined);
        setCooldown(RESEND_COOLDOWN_S);
      }
    });
  }

  function resend() {
    startTransition(async () => {
      const result = await requestRecoveryAction({}, { email });
      setState(result.ok ? initialFormState : result);
      if (result.ok) {
        setNotice(t('resent'));
        setCooldown(RESEND_COOLDOWN_S);
      }
    });
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    startTransition(async () => {
      const result = await verifyRecoveryCodeAction(email, code);
      if (result.ok && result.data) {
        router.push(result.data.path);
        return;
      }
      setNotice(undefined);
      setState(result);
    });
  }

  const errors = state.fieldErrors ?? {};
  const refusal = refusalOf(state);

  if (step === 'email') {
    return (
      <form ref={formRef} onSubmit={sendCode} noValidate className="flex flex-col gap-5">
        {refusal && <NoticeBox kind="error">{refusal}</NoticeBox>}
        <FormField id="recover-email" label={t('email')} error={errors.email} required>
          <AccountEmailInput placeholder={t('emailPlaceholder')} defaultValue={email} />
        </FormField>
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {pending ? t('submitting') : t('submit')}
        </Button>
        <BackToLogin label={t('backToLogin')} />
      </form>
    );
  }

  return (
    <form ref={formRef} onSubmit={verify} noValidate className="flex flex-col gap-5">
      <NoticeBox kind="info" testId="recovery-sent">
        <p className="font-semibold">{t('sentTitle')}</p>
        <p>{t('sentText', { email })}</p>
      </NoticeBox>
      {notice && <NoticeBox kind="success">{notice}</NoticeBox>}
      {refusal && <NoticeBox kind="error">{refusal}</NoticeBox>}
      <CodeField id="recover-code" label={t('code')} hint={t('codeHint')} error={errors.code} refused={Boolean(refusal)} />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? t('verifying') : t('verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={resend} disabled={pending || cooldown > 0}>
          {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
        </Button>
        <button
          type="button"
          className="rounded-sm font-medium text-link underline-offset-4 hover:underline"
          onClick={() => {
            setStep('email');
            setState(initialFormState);
            setNotice(undefined);
          }}
        >
          {t('changeEmail')}
        </button>
      </div>
      <BackToLogin label={t('backToLogin')} />
    </form>
  );
}

function BackToLogin({ label }: { label: string }) {
  return (
    <p className="text-center text-sm">
      <Link href="/login" className="rounded-sm text-link underline-offset-4 hover:underline">
        {label}
      </Link>
    </p>
  );
}
