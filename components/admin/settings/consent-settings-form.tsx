'use client';

import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveConsentSettingsAction } from '@/lib/api/actions/consent';
import { CONSENT_BODY_MAX, CONSENT_TITLE_MAX, PRIVACY_PATH_MAX, consentSettingsInputSchema, type ConsentSettingsValues } from '@/lib/consent/schema';

type Texts = Record<string, { title: string; body: string }>;
type FormValues = { texts: Texts; privacy_path: string };

export type ConsentLanguage = { code: string; name: string; title: string; body: string };

/** The banner's title and text in each language (blank: the built-in text, shown as the placeholder) and the privacy page. */
export function ConsentSettingsForm({
  texts,
  privacyPath,
  languages,
  current,
  editVersion,
}: {
  texts: Partial<Record<string, { title?: string; body?: string }>>;
  privacyPath: string | null;
  languages: ConsentLanguage[];
  current: string;
  /** The edit version shown: a save over someone else's newer one is refused (409) and what was typed stays. */
  editVersion: number;
}) {
  const t = useTranslations('Consent.settings');
  const defaults: FormValues = {
    texts: Object.fromEntries(languages.map(({ code }) => [code, { title: texts[code]?.title ?? '', body: texts[code]?.body ?? '' }])),
    privacy_path: privacyPath ?? '',
  };
  const { form, submit, errorOf } = useSchemaForm<FormValues, ConsentSettingsValues>(consentSettingsInputSchema, defaults);
  const { register, handleSubmit, formState } = form;

  return (
    <form noValidate onSubmit={handleSubmit((values) => submit(() => saveConsentSettingsAction({}, { ...values, edit_version: editVersion })))} className="flex max-w-3xl flex-col gap-4">
      {languages.map(({ code, name, title, body }) => (
        <details key={code} open={code === current} className="rounded-lg border border-border p-4">
          <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">{name}</summary>
          <div className="mt-3 flex flex-col gap-3">
            <FormField id={`consent-title-${code}`} label={t('titleLabel', { language: name })} error={errorOf(`texts.${code}.title`)}>
              <Input {...register(`texts.${code}.title`)} maxLength={CONSENT_TITLE_MAX} placeholder={title} lang={code} />
            </FormField>
            <FormField id={`consent-body-${code}`} label={t('bodyLabel', { language: name })} hint={t('blankHint')} error={errorOf(`texts.${code}.body`)}>
              <Textarea {...register(`texts.${code}.body`)} rows={4} maxLength={CONSENT_BODY_MAX} placeholder={body} lang={code} />
            </FormField>
          </div>
        </details>
      ))}
      <FormField id="consent-privacy-path" label={t('privacyPath')} hint={t('privacyPathHint')} error={errorOf('privacy_path')}>
        <Input {...register('privacy_path')} maxLength={PRIVACY_PATH_MAX} placeholder="/privacy" spellCheck={false} autoComplete="off" />
      </FormField>
      <Button type="submit" loading={formState.isSubmitting} className="self-start">
        {t('save')}
      </Button>
    </form>
  );
}
