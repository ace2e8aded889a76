'use client';

import { useActionState, useEffect, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { resendDeviceCodeAction, verifyDeviceAction } from '@/lib/api/actions/account';
import type { ActionResult } from '@/lib/core/action-result';
import { initialFormState, refusalOf } from '@/components/ui/form-state';
import { ActionForm } from './action-form';
import { Button } from '@/components/ui/button';
import { CodeField } from './code-field';
import { NoticeBox } from './notice-box';

/** Account verification (§2): code entry and resend; a right code signs in and remembers this browser. */
export function VerifyDeviceForm({ challenge, callbackUrl }: { challenge: string; callbackUrl?: string }) {
  const t = useTranslations('VerifyDevice');
  const [state, formAction, pending] = useActionState(verifyDeviceAction, initialFormState);
  const [resendState, setResendState] = useState<ActionResult | undefined>();
  const [cooldown, setCooldown] = useState(60);
  const [resending, startResend] = useTransition();
  const refusal = refusalOf(state);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  return (
    <ActionForm state={state} action={formAction} className="flex flex-col gap-5">
      {resendState?.ok && <NoticeBox kind="success">{resendState.message}</NoticeBox>}
      {resendState && !resendState.ok && <NoticeBox kind="error">{refusalOf(resendState)}</NoticeBox>}
      <input type="hidden" name="challenge" value={challenge} />
      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
      <CodeField id="device-code" label={t('code')} error={state.fieldErrors?.code} refused={Boolean(refusal)} />
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
              const result = await resendDeviceCodeAction({}, { challenge });
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
    </ActionForm>
  );
}
