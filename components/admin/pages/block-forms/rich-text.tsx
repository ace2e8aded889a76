'use client';

import { useTranslations } from 'next-intl';
import { RichTextField, type Scope } from './fields';

/** Free formatted text. */
export function RichTextFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return <RichTextField scope={scope} field="html" label={t('content')} hint={t('richTextHint')} />;
}
