import { useEffect, useRef } from 'react';
import type { ActionResult } from '@/lib/core/action-result';

// The client side of a form answered by an ActionResult (lib/core/action-result.ts): its empty first
// state, the message shown above it, and the focus on the first field in error.

/** A form's state before its first answer. */
export const initialFormState: ActionResult = { ok: false, message: '' };

/** The message above the form: a refusal's own words; none on success or when only fields were refused. */
export function refusalOf(state: ActionResult<unknown>): string | undefined {
  return state.ok ? undefined : state.message || undefined;
}

/** A ref for the form whose first field in error takes the focus each time the action answers. */
export function useFocusFirstInvalid(state: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  return formRef;
}
