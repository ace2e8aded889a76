'use client';

import { useTranslations } from 'next-intl';
import { TextField, type Scope } from './fields';

/** The contact form: only its title (the form itself is the site's). */
export function ContactFormFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return <TextField scope={scope} field="title" label={t('title')} hint={t('contactFormHint')} max={200} />;
}
