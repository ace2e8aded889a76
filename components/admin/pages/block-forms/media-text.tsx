'use client';

import { useTranslations } from 'next-intl';
import { ImageField, LinkFields, RichTextField, SelectField, TextField, type Scope } from './fields';

/** Image and text: title, formatted text, a required image with its description and side, an optional link. */
export function MediaTextFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} required />
      <RichTextField scope={scope} field="text" label={t('text')} hint={t('richTextHint')} />
      <ImageField scope={scope} field="image" legend={t('image')} required />
      <TextField scope={scope} field="image_alt" label={t('imageAlt')} hint={t('imageAltHint')} max={300} />
      <SelectField
        scope={scope}
        field="image_side"
        label={t('imageSide')}
        options={[
          { value: 'left', label: t('sides.left') },
          { value: 'right', label: t('sides.right') },
        ]}
      />
      <LinkFields scope={scope} field="cta" legend={t('ctaLink')} />
    </>
  );
}
