'use client';

import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { ActionResult } from '@/lib/core/action-result';
import type { ReauthInput } from '@/lib/auth/schema';

/** The server action that checks the proof (lib/api/actions/reauth.ts), handed down by the admin layout. */
export type ReauthenticateAction = (input: ReauthInput) => Promise<ActionResult<{ reauthenticatedUntil: string }>>;

/** The refusal of a sudo-mode change whose session has not proved its password lately (lib/auth/sudo.ts). */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

/** Opens the dialog (or joins the one already open): true once the proof was accepted, false if dismissed. */
type AskProof = () => Promise<boolean>;

const ReauthContext = createContext<AskProof | null>(null);

/**
 * Wraps a server action: when it answers REAUTH_REQUIRED, the "confirm it's you" dialog asks for the
 * password (or a code), and once it is accepted the action runs again and its answer is returned. If
 * the dialog is dismissed, the refusal is returned as it came. Outside a ReauthProvider it only runs
 * the action.
 */
export function useReauth() {
  const ask = useContext(ReauthContext);
  return useCallback(
    async <R extends { errorCode?: string }>(action: () => Promise<R>): Promise<R> => {
      const result = await action();
      if (result.errorCode !== REAUTH_REQUIRED || !ask) return result;
      return (await ask()) ? action() : result;
    },
    [ask],
  );
}

/**
 * Holds the back office's one re-authentication dialog. `twoFactor`: the signed-in person has
 * two-factor sign-in on, so a code from the app is offered besides the password. The action comes as
 * a prop so that the hooks using this module stay free of server code.
 */
export function ReauthProvider({ twoFactor, reauthenticate, children }: { twoFactor: boolean; reauthenticate: ReauthenticateAction; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (proved: boolean) => void } | null>(null);

  const ask = useCallback<AskProof>(() => {
    // Two refused actions at once share one question.
    if (waiting.current) return waiting.current.promise;
    let resolve: (proved: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    waiting.current = { promise, resolve };
    setOpen(true);
    return promise;
  }, []);

  const finish = useCallback((proved: boolean) => {
    waiting.current?.resolve(proved);
    waiting.current = null;
    setOpen(false);
  }, []);

  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {open && <ReauthDialog twoFactor={twoFactor} reauthenticate={reauthenticate} onDone={finish} />}
    </ReauthContext.Provider>
  );
}

/** The question itself: password, or a 6-digit code for a person with two-factor on. Escape and cancel dismiss it. */
function ReauthDialog({ twoFactor, reauthenticate, onDone }: { twoFactor: boolean; reauthenticate: ReauthenticateAction; onDone: (proved: boolean) => void }) {
  const t = useTranslations('Reauth');
  const tLogin = useTranslations('Login');
  const tErrors = useTranslations('Errors');
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = `reauth-${method}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    setFormError(null);
    let result: Awaited<ReturnType<ReauthenticateAction>>;
    try {
      result = await reauthenticate(method === 'password' ? { password: value } : { code: value });
    } catch {
      result = { ok: false, message: tErrors('actionFailed') };
    }
    setPending(false);
    if (result.ok) {
      onDone(true);
      return;
    }
    const fieldError = result.fieldErrors?.[method];
    if (fieldError) setError(fieldError);
    else setFormError(result.message);
    setValue('');
    document.getElementById(fieldId)?.focus();
  }

  function switchMethod() {
    setMethod(method === 'password' ? 'code' : 'password');
    setValue('');
    setError(null);
    setFormError(null);
  }

  return (
    <DialogFrame
      open
      onOpenChange={(next) => !next && !pending && onDone(false)}
      title={t('title')}
      description={twoFactor ? t('descriptionCode') : t('description')}
      width="narrow"
      testId="reauth-dialog"
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {method === 'password' ? (
          <FormField key="password" id={fieldId} label={t('password')} error={error} required>
            <PasswordInput
              name="password"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              toggleLabel={tLogin('showPassword')}
              autoComplete="current-password"
              autoFocus
            />
          </FormField>
        ) : (
          <FormField key="code" id={fieldId} label={t('code')} error={error} required>
            <Input
              name="code"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              autoFocus
            />
          </FormField>
        )}
        {formError && (
          <p role="alert" className="text-sm text-negative-text">
            {formError}
          </p>
        )}
        {twoFactor && (
          <button type="button" onClick={switchMethod} className="self-start text-sm text-link underline underline-offset-2 hover:no-underline">
            {method === 'password' ? t('useCode') : t('usePassword')}
          </button>
        )}
        <DialogActions cancelLabel={t('cancel')} cancelDisabled={pending} className="mt-2">
          <Button type="submit" loading={pending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
