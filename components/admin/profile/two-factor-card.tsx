'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ActionResult } from '@/lib/core/action-result';
import { disableTotpAction, enableTotpAction, startTotpSetupAction } from '@/lib/api/actions/two-factor';
import type { TotpSetup } from '@/lib/auth/two-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { NoticeBox } from '@/components/auth/notice-box';

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

const codeInputProps = { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6, className: 'max-w-40 font-mono tracking-[0.3em]' };

/**
 * The "Two-factor sign-in" card: turn on (QR code and key, a confirming code, then the recovery
 * codes once, downloadable as text) or turn off (password and a current code). The QR code is an
 * SVG made on the server, shown as an image.
 */
export function TwoFactorCard({ enabledSince, account }: { enabledSince: string | null; account: string }) {
  const t = useTranslations('TwoFactor.profile');
  const router = useRouter();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  async function run<T>(action: () => Promise<ActionResult<T>>, then: (r: ActionResult<T>) => void) {
    setPending(true);
    try {
      const r = await action();
      setResult(r);
      if (r.ok) then(r);
    } finally {
      setPending(false);
    }
  }

  const refusal = result && !result.ok ? result : null;
  const notice = refusal && !refusal.fieldErrors ? <NoticeBox kind="error">{refusal.message}</NoticeBox> : null;

  if (stage.kind === 'codes') {
    const text = [t('fileHeader', { account }), '', ...stage.codes, ''].join('\n');
    return (
      <div className="flex flex-col gap-4" data-testid="recovery-codes">
        <NoticeBox kind="success">{t('enabled')}</NoticeBox>
        <h3 className="font-semibold">{t('recoveryTitle')}</h3>
        <p className="text-sm">{t('recoveryText')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-sm">
          {stage.codes.map((c) => (
            <li key={c} data-testid="recovery-code">{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="vitrine-recovery-codes.txt"
            className="rounded-sm font-medium text-link underline-offset-4 hover:underline"
          >
            {t('download')}
          </a>
          <Button onClick={() => { setStage({ kind: 'idle' }); setResult(null); router.refresh(); }}>{t('done')}</Button>
        </div>
      </div>
    );
  }

  if (enabledSince) {
    return (
      <form
        className="flex flex-col gap-4"
        data-testid="two-factor-disable"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => disableTotpAction({ password, code }), () => { setPassword(''); setCode(''); router.refresh(); });
        }}
      >
        <p className="text-sm" data-testid="two-factor-status">{t('statusOn', { date: enabledSince })}</p>
        {result?.ok && <NoticeBox kind="success">{result.message}</NoticeBox>}
        {notice}
        <h3 className="font-semibold">{t('disableTitle')}</h3>
        <FormField id="two-factor-password" label={t('password')} error={refusal?.fieldErrors?.password} required>
          <PasswordInput name="password" value={password} onChange={(e) => setPassword(e.target.value)} toggleLabel={t('password')} autoComplete="current-password" />
        </FormField>
        <FormField id="two-factor-disable-code" label={t('code')} error={refusal?.fieldErrors?.code} required>
          <Input name="code" value={code} onChange={(e) => setCode(e.target.value)} {...codeInputProps} />
        </FormField>
        <div>
          <Button type="submit" variant="danger" loading={pending}>{t('disable')}</Button>
        </div>
      </form>
    );
  }

  if (stage.kind === 'setup') {
    const { setup } = stage;
    return (
      <form
        className="flex flex-col gap-4"
        data-testid="two-factor-setup"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => enableTotpAction(code), (r) => { setCode(''); setStage({ kind: 'codes', codes: r.data ?? [] }); });
        }}
      >
        <p className="text-sm">{t('scan')}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server, not an optimisable asset */}
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('qrAlt')} width={200} height={200} className="rounded-md border border-border bg-white" />
        <div className="text-sm">
          <span className="font-medium">{t('secret')}: </span>
          <code data-testid="two-factor-secret" className="break-all font-mono">{setup.secret}</code>
        </div>
        {notice}
        <FormField id="two-factor-code" label={t('code')} error={refusal?.fieldErrors?.code} required>
          <Input name="code" value={code} onChange={(e) => setCode(e.target.value)} {...codeInputProps} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={pending}>{t('confirm')}</Button>
          <Button type="button" variant="ghost" onClick={() => { setStage({ kind: 'idle' }); setResult(null); }}>{t('cancel')}</Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm" data-testid="two-factor-status">{t('statusOff')}</p>
      {result?.ok && <NoticeBox kind="success">{result.message}</NoticeBox>}
      {notice}
      <Button loading={pending} onClick={() => void run(() => startTotpSetupAction(), (r) => r.data && setStage({ kind: 'setup', setup: r.data }))}>
        {t('start')}
      </Button>
    </div>
  );
}
