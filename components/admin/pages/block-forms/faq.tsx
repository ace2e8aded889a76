'use client';

import { useTranslations } from 'next-intl';
import { TextField, type Scope } from './fields';

/** FAQ: an optional title and the product whose questions it lists (in the page's language). */
export function FaqFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <TextField scope={scope} field="product" label={t('product')} hint={t('productHint')} max={60} required code placeholder="rc-sistemi" />
    </>
  );
}
