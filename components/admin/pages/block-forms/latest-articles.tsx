'use client';

import { useTranslations } from 'next-intl';
import { LATEST_MAX, LATEST_MIN } from '@/lib/pages/blocks';
import { LinkFields, NumberField, TextField, type Scope } from './fields';

/** Latest articles: title, text, how many (3–9), an optional category and an optional link under the list. */
export function LatestArticlesFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <TextField scope={scope} field="text" label={t('text')} max={600} multiline />
      <NumberField scope={scope} field="count" label={t('count')} hint={t('countHint', { min: LATEST_MIN, max: LATEST_MAX })} min={LATEST_MIN} max={LATEST_MAX} />
      <TextField scope={scope} field="category" label={t('category')} hint={t('categoryHint')} max={200} code />
      <LinkFields scope={scope} field="cta" legend={t('ctaLink')} hrefPlaceholder="/blog" />
    </>
  );
}
