'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, LinkFields, TextField, type Scope } from './fields';

/** Call to action: title, text, a required button, and whether the company's email and phone show beside it. */
export function CtaFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} required />
      <TextField scope={scope} field="text" label={t('text')} max={600} multiline />
      <LinkFields scope={scope} field="button" legend={t('button')} required />
      <CheckboxField scope={scope} field="show_contact" label={t('showContact')} />
    </>
  );
}
