'use client';

import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { replyToMessageAction } from '@/lib/api/actions/messages';
import { MESSAGE_REPLY_MAX, MESSAGE_REPLY_SUBJECT_MAX, messageReplyBodySchema, type MessageReplyBody } from '@/lib/messages/schema';

type FormValues = { subject: string; text: string };

/** Staff's answer to the open message (POST /api/message/message-reply), emailed with Reply-To their own address. */
export function MessageReplyForm({ message, defaultSubject, replyTo }: { message: { id: number; uniqueKey: string }; defaultSubject: string; replyTo: string }) {
  const t = useTranslations('Inbox.reply');
  const { form, submit, errorOf } = useSchemaForm<FormValues, MessageReplyBody>(messageReplyBodySchema, { subject: '', text: '' });

  async function onSubmit(values: MessageReplyBody) {
    await submit(
      () => replyToMessageAction({ id: message.id, uniqueKey: message.uniqueKey }, values),
      () => form.reset({ subject: '', text: '' }),
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3" aria-labelledby="message-reply-title" data-testid="message-reply-form">
      <h3 id="message-reply-title" className="text-base font-semibold">
        {t('title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('replyToHint', { email: replyTo })}</p>
      <FormField id="reply-subject" label={t('subject')} hint={t('subjectHint', { subject: defaultSubject })} error={errorOf('subject')}>
        <Input {...form.register('subject')} maxLength={MESSAGE_REPLY_SUBJECT_MAX} placeholder={defaultSubject} />
      </FormField>
      <FormField id="reply-text" label={t('text')} error={errorOf('text')} required>
        <Textarea {...form.register('text')} rows={6} maxLength={MESSAGE_REPLY_MAX} />
      </FormField>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
