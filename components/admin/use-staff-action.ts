'use client';

import { useCallback, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { useReauth } from './reauth-dialog';

/** What every back-office server action answers. */
export interface StaffActionResult {
  ok: boolean;
  message: string;
  errorCode?: string;
}

/**
 * Runs a server action from a row or detail control: a thrown error becomes "Action failed", the
 * result is reported in a toast (unless `quiet` says otherwise) and the server-rendered list refreshes.
 * A sudo-mode refusal (REAUTH_REQUIRED) asks for the password first and runs it again (useReauth).
 */
export function useStaffAction() {
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const [, startTransition] = useTransition();
  const withReauth = useReauth();

  const refresh = useCallback(() => startTransition(() => router.refresh()), [router]);

  const perform = useCallback(
    async <R extends StaffActionResult>(
      action: () => Promise<R>,
      options: { quiet?: (result: R | StaffActionResult) => boolean; refresh?: boolean } = {},
    ): Promise<R | StaffActionResult> => {
      let result: R | StaffActionResult;
      try {
        result = await withReauth(action);
      } catch {
        result = { ok: false, message: tErrors('actionFailed') };
      }
      if (!options.quiet?.(result)) toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
      if (options.refresh !== false) refresh();
      return result;
    },
    [tErrors, toast, refresh, withReauth],
  );

  return { perform, refresh };
}
