'use client';

import { useTranslations } from 'next-intl';
import { LOGOS_MAX } from '@/lib/pages/blocks';
import { ImageField, ItemList, TextField, type Scope } from './fields';
import { newItem } from './new-block';

/** Logos: an optional title and 1–24 logos (image, description, optional link). */
export function LogosFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <ItemList scope={scope} field="items" legend={t('logoItems')} itemName={(n) => t('logoItem', { n })} addLabel={t('addLogoItem')} max={LOGOS_MAX} create={newItem.logos}>
        {(item) => (
          <>
            <ImageField scope={item} field="image" legend={t('logoImage')} required />
            <TextField scope={item} field="alt" label={t('logoAlt')} hint={t('logoAltHint')} max={200} required />
            <TextField scope={item} field="href" label={t('logoHref')} hint={t('logoHrefHint')} max={2000} code placeholder="https://" />
          </>
        )}
      </ItemList>
    </>
  );
}
