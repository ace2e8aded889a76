'use client';

import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/core/action-result';
import { refusalOf, useFocusFirstInvalid } from '@/components/ui/form-state';
import { NoticeBox } from './notice-box';

/**
 * The form of an action answered by an ActionResult: the refusal's message on top, the first field
 * in error focused after each answer, and the browser's own checks off (the server's messages are
 * the ones shown). A plain form action, so it works without JavaScript.
 */
export function ActionForm({
  state,
  action,
  className,
  children,
}: {
  state: ActionResult<unknown>;
  action: (formData: FormData) => void;
  className: string;
  children: ReactNode;
}) {
  const formRef = useFocusFirstInvalid(state);
  const refusal = refusalOf(state);
  return (
    <form ref={formRef} action={action} noValidate className={className}>
      {refusal && <NoticeBox kind="error">{refusal}</NoticeBox>}
      {children}
    </form>
  );
}
