'use client';

import { useActionState } from 'react';
import { unsubscribeAction } from '@/lib/api/actions/newsletter';
import { initialFormState, refusalOf } from '@/components/ui/form-state';
import { NoticeBox } from '@/components/auth/notice-box';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** The words the island shows, read on the server (unsubscribe-form.tsx) and passed as a prop. */
export type UnsubscribeFormText = Record<'reason' | 'reasonPlaceholder' | 'reasonText' | 'submitting' | 'submit', string>;

/** Reason select plus free text; a POST (server action) cancels the subscription. */
export function UnsubscribeFormIsland({ uniqueKey, id, reasons, text }: { uniqueKey: string; id: number; reasons: { value: string; label: string }[]; text: UnsubscribeFormText }) {
  const t = (key: keyof UnsubscribeFormText) => text[key];
  const [state, formAction, pending] = useActionState(unsubscribeAction, initialFormState);
  const errors = state.fieldErrors ?? {};
  const refusal = refusalOf(state);
  if (state.ok) return <NoticeBox kind="success" testId="unsubscribe-done">{state.message}</NoticeBox>;
  return (
    <form action={formAction} noValidate className="flex flex-col gap-5">
      {refusal && <NoticeBox kind="error">{refusal}</NoticeBox>}
      <input type="hidden" name="key" value={uniqueKey} />
      <input type="hidden" name="id" value={id} />
      <FormField id="unsubscribe-reason" label={t('reason')} error={errors.reason} required>
        <Select name="reason" options={reasons} placeholder={t('reasonPlaceholder')} defaultValue={state.values?.reason ?? ''} required />
      </FormField>
      <FormField id="unsubscribe-text" label={t('reasonText')} error={errors.reason_text}>
        <Textarea name="reason_text" rows={4} maxLength={1000} defaultValue={state.values?.reason_text ?? ''} />
      </FormField>
      <Button type="submit" size="lg" variant="danger" loading={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
