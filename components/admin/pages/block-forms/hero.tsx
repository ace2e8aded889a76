'use client';

import { useTranslations } from 'next-intl';
import { ImageField, LinkFields, TextField, type Scope } from './fields';

/** The hero: eyebrow, title, text, two optional buttons and an optional image. */
export function HeroFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="eyebrow" label={t('eyebrow')} hint={t('eyebrowHint')} max={120} />
      <TextField scope={scope} field="title" label={t('title')} max={200} required />
      <TextField scope={scope} field="text" label={t('text')} max={600} multiline />
      <LinkFields scope={scope} field="primary" legend={t('primaryButton')} />
      <LinkFields scope={scope} field="secondary" legend={t('secondaryButton')} />
      <ImageField scope={scope} field="image" legend={t('image')} />
    </>
  );
}
