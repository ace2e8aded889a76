'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations, type Messages } from 'next-intl';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/api/action-result';
import { useReauth } from './reauth-dialog';

export type FormActionOptions = {
  /** The key under `Errors` of what a thrown error reads (the spec names some: layoutSaveFailed). */
  failureKey?: keyof Messages['Errors'];
  /**
   * Refusals shown as a warning, not an error: they change nothing, and nothing went wrong
   * (VERSION_ALREADY_APPLIED). Keep the array stable (a module constant).
   */
  warningCodes?: readonly string[];
};

/**
 * Sends a form's values through a server action and shows the answer: the server's field errors go
 * under the fields (a field the form lacks becomes a toast) and the form keeps what was typed;
 * otherwise the message is a toast, and after a success `onSaved` runs and the server-rendered page
 * refreshes. A thrown error (the network, the server) reads "Action failed" unless the options name
 * another message. A sudo-mode refusal (REAUTH_REQUIRED) asks for the password first and sends again
 * (useReauth).
 */
export function useFormAction<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'setError' | 'getValues'>, options: FormActionOptions = {}) {
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const withReauth = useReauth();
  const { setError, getValues } = form;
  const { failureKey = 'actionFailed', warningCodes } = options;

  return useCallback(
    async <R extends ActionResult<unknown>>(action: () => Promise<R>, onSaved?: (result: R) => void): Promise<void> => {
      let result: R;
      try {
        result = await withReauth(action);
      } catch {
        toast({ message: tErrors(failureKey), variant: 'error' });
        return;
      }
      if (!result.ok && result.fieldErrors) {
        const values = getValues();
        let focused = false;
        for (const [field, text] of Object.entries(result.fieldErrors)) {
          if (!(field in values)) {
            toast({ message: text, variant: 'error' });
            continue;
          }
          // 'server': the text is already translated (see useFieldErrorText).
          setError(field as Path<V>, { type: 'server', message: text }, { shouldFocus: !focused });
          focused = true;
        }
        return;
      }
      const refusal = result.errorCode && warningCodes?.includes(result.errorCode) ? 'warning' : 'error';
      toast({ message: result.message, variant: result.ok ? 'success' : refusal });
      if (!result.ok) return;
      onSaved?.(result);
      router.refresh();
    },
    [getValues, setError, toast, tErrors, failureKey, warningCodes, router, withReauth],
  );
}

/**
 * The text of a field's error: the browser's own checks (zod) hold catalogue keys, the server's
 * errors (type 'server', set by useFormAction) are already translated.
 */
export function useFieldErrorText() {
  const t = useTranslations();
  return useCallback(
    (error: Partial<Pick<FieldError, 'type' | 'message'>> | undefined) => {
      if (!error?.message) return undefined;
      return error.type === 'server' ? error.message : t(error.message as Parameters<typeof t>[0]);
    },
    [t],
  );
}
