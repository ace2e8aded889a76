'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CheckboxGroup, CheckboxItem } from '@/components/admin/forms/checkbox-group';
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
  const prefix = webhook ? `webhook-${webhook.id}` : 'webhook-new';

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
        <CheckboxGroup id={`${prefix}-events`} legend={t('events')} hint={t('eventsHint')} error={errorOf('events')}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {webhookEvents.map((event) => {
              const id = `${prefix}-event-${event.replace('.', '-')}`;
              return (
                <CheckboxItem key={event} id={id} value={event} field={events.field} order={webhookEvents}>
                  <label htmlFor={id} className="flex flex-col text-sm">
                    <span>{tWebhooks(`events.${webhookEventKeys[event]}`)}</span>
                    <code className="text-xs text-muted-foreground">{event}</code>
                  </label>
                </CheckboxItem>
              );
            })}
          </ul>
        </CheckboxGroup>
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
