'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { withServerValues } from '@/components/admin/server-values';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveWhatsappSettingAction } from '@/lib/api/actions/settings';
import { HEX_COLOR, WHATSAPP_DEFAULT_COLOR, WHATSAPP_MESSAGE_MAX, WHATSAPP_PHONE_MAX, whatsappSettingInputSchema, type WhatsappSettingValues } from '@/lib/settings/schema';
import { WhatsappPreview } from './whatsapp-preview';

type FormValues = { phone: string; message: string; button_color: string };

/** Contact phone, message and button colour, with a live preview of the button and its link. */
export function WhatsappSettingsForm({ initial, version }: { initial: FormValues; /** The setting in force when loaded (its row id): 409 when another was saved since. */ version?: number }) {
  const t = useTranslations('Settings.whatsapp');
  const { form, submit, errorOf } = useSchemaForm<FormValues, WhatsappSettingValues>(whatsappSettingInputSchema, initial);
  // The version this form's values started from: the saved one after each save.
  const [loaded, setLoaded] = useState(version);
  const { handleSubmit, control, setValue, reset, formState } = form;
  const field = withServerValues(form);
  const [phone, message, buttonColor] = useWatch({ control, name: ['phone', 'message', 'button_color'] });
  const pickerColor = HEX_COLOR.test(buttonColor) && buttonColor.length === 7 ? buttonColor : WHATSAPP_DEFAULT_COLOR;

  async function onSubmit(values: WhatsappSettingValues) {
    // What the server stored becomes the form's new starting point.
    await submit(
      () => saveWhatsappSettingAction({}, { ...values, version: loaded }),
      ({ data }) => {
        if (!data) return;
        setLoaded(data.version);
        reset({ phone: data.phone, message: data.message, button_color: data.buttonColor });
      },
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label={t('title')}>
        <FormField id="whatsapp-phone" label={t('phone')} hint={t('phoneHint')} error={errorOf('phone')} required>
          <Input {...field.text('phone')} type="tel" inputMode="tel" autoComplete="off" maxLength={WHATSAPP_PHONE_MAX} placeholder="+55 11 99999-0000" />
        </FormField>
        <FormField id="whatsapp-message" label={t('message')} hint={t('messageHint', { max: WHATSAPP_MESSAGE_MAX })} error={errorOf('message')} required>
          <Textarea {...field.text('message')} rows={4} maxLength={WHATSAPP_MESSAGE_MAX} />
        </FormField>
        <FormField id="whatsapp-color" label={t('color')} hint={t('colorHint')} error={errorOf('button_color')}>
          {(controlProps) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('colorPicker')}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
                value={pickerColor}
                onChange={(event) => setValue('button_color', event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
              />
              <Input {...controlProps} {...field.text('button_color')} className="max-w-40 font-mono" maxLength={7} spellCheck={false} autoComplete="off" />
            </div>
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('save')}
          </Button>
          {formState.isDirty && <span className="text-sm text-muted-foreground">{t('unsaved')}</span>}
        </div>
      </form>
      <WhatsappPreview phone={phone} message={message} buttonColor={buttonColor} />
    </div>
  );
}
