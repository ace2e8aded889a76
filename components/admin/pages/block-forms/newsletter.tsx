'use client';

import { useTranslations } from 'next-intl';
import { TextField, type Scope } from './fields';

/** The newsletter sign-up: an optional title and text. */
export function NewsletterFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <TextField scope={scope} field="text" label={t('text')} max={600} multiline />
    </>
  );
}
