'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createWebhookAction, updateWebhookAction } from '@/lib/api/actions/webhooks';
import { webhookEventKeys, webhookEvents } from '@/lib/webhooks/events';
import { WEBHOOK_URL_MAX, webhookInputSchema, type WebhookValues } from '@/lib/webhooks/schema';
import { WebhookSecretDialog } from './webhook-secret-dialog';

type FormValues = { url: string; events: string[]; active: boolean };

export interface WebhookFormDialogProps {
  /** Absent: a new endpoint (its secret is shown once after the save). */
  webhook?: { id: number; uniqueKey: string; url: string; events: readonly string[]; active: boolean };
  trigger: ReactNode;
}

/** New or edit webhook endpoint: its URL, the events it receives (checkboxes) and whether it is active. */
export function WebhookFormDialog({ webhook, trigger }: WebhookFormDialogProps) {
  const t = useTranslations('WebhooksAdmin.form');
  const tWebhooks = useTranslations('Webhooks');
  const [secret, setSecret] = useState<string | null>(null);
  const defaults: FormValues = { url: webhook?.url ?? '', events: webhook ? [...webhook.events] : [], active: webhook?.active ?? true };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, WebhookValues>(webhookInputSchema, defaults, { isNew: !webhook });
  const { register, control } = form;
  const events = useController({ control, name: 'events' });
  const eventsError = errorOf('events');
  const prefix = webhook ? `webhook-${webhook.id}` : 'webhook-new';

  function toggle(event: string, checked: boolean) {
    const current = new Set(events.field.value);
    if (checked) current.add(event);
    else current.delete(event);
    events.field.onChange(webhookEvents.filter((e) => current.has(e)));
  }

  async function onSubmit(values: WebhookValues) {
    const input = { url: values.url, events: values.events, active: values.active ?? true };
    if (webhook) {
      await submit(() => updateWebhookAction({ id: webhook.id, uniqueKey: webhook.uniqueKey }, input), saved);
      return;
    }
    await submit(
      () => createWebhookAction({}, input),
      (result) => {
        saved();
        if (result.ok && result.data) setSecret(result.data.secret);
      },
    );
  }

  return (
    <>
      <FormDialog
        {...dialogProps(onSubmit)}
        trigger={trigger}
        title={webhook ? t('editTitle') : t('createTitle')}
        width="wide"
        cancelLabel={t('cancel')}
        submitLabel={webhook ? t('save') : t('create')}
      >
        <FormField id={`${prefix}-url`} label={t('url')} error={errorOf('url')} hint={t('urlHint')} required>
          <Input {...register('url')} type="url" inputMode="url" placeholder="https://" maxLength={WEBHOOK_URL_MAX} autoComplete="off" spellCheck={false} />
        </FormField>
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={[`${prefix}-events-hint`, eventsError ? `${prefix}-events-error` : ''].filter(Boolean).join(' ')}
        >
          <legend className="mb-1 text-sm font-medium">
            {t('events')}
            <span aria-hidden="true" className="ml-0.5 text-negative-text">
              *
            </span>
          </legend>
          <p id={`${prefix}-events-hint`} className="text-sm text-muted-foreground">
            {t('eventsHint')}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {webhookEvents.map((event) => {
              const id = `${prefix}-event-${event.replace('.', '-')}`;
              return (
                <li key={event} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    value={event}
                    checked={events.field.value.includes(event)}
                    onChange={(e) => toggle(event, e.target.checked)}
                    onBlur={events.field.onBlur}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <label htmlFor={id} className="flex flex-col text-sm">
                    <span>{tWebhooks(`events.${webhookEventKeys[event]}`)}</span>
                    <code className="text-xs text-muted-foreground">{event}</code>
                  </label>
                </li>
              );
            })}
          </ul>
          {eventsError && (
            <p id={`${prefix}-events-error`} className="text-sm text-negative-text">
              {eventsError}
            </p>
          )}
        </fieldset>
        <div className="flex items-start gap-2">
          <input id={`${prefix}-active`} type="checkbox" {...register('active')} aria-describedby={`${prefix}-active-hint`} className="mt-0.5 size-4 shrink-0 accent-primary" />
          <div className="flex flex-col text-sm">
            <label htmlFor={`${prefix}-active`} className="font-medium">
              {t('active')}
            </label>
            <span id={`${prefix}-active-hint`} className="text-muted-foreground">
              {t('activeHint')}
            </span>
          </div>
        </div>
      </FormDialog>
      {!webhook && <WebhookSecretDialog secret={secret} rotated={false} onClose={() => setSecret(null)} />}
    </>
  );
}
