'use client';

import { useTranslations } from 'next-intl';
import { blockIcons, FEATURES_MAX, type BlockIcon } from '@/lib/pages/blocks';
import { ItemList, LinkFields, SelectField, TextField, type Scope } from './fields';
import { newItem } from './new-block';

// The icons' names (PagesAdmin.fields.icons.*), written whole so the catalogue check sees them read.
const iconKeys = {
  systems: 'icons.systems',
  integration: 'icons.integration',
  cloud: 'icons.cloud',
  support: 'icons.support',
  erp: 'icons.erp',
  commerce: 'icons.commerce',
  insights: 'icons.insights',
  check: 'icons.check',
  arrow: 'icons.arrow',
} as const satisfies Record<BlockIcon, string>;

/** Features: title, text, layout, 1–8 items (icon, title, text) and an optional link under them. */
export function FeaturesFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <TextField scope={scope} field="text" label={t('text')} max={600} multiline />
      <SelectField
        scope={scope}
        field="style"
        label={t('style')}
        hint={t('styleHint')}
        options={[
          { value: 'icons', label: t('styles.icons') },
          { value: 'showcase', label: t('styles.showcase') },
        ]}
      />
      <ItemList
        scope={scope}
        field="items"
        legend={t('featureItems')}
        itemName={(n) => t('featureItem', { n })}
        addLabel={t('addFeatureItem')}
        max={FEATURES_MAX}
        create={newItem.features}
      >
        {(item) => (
          <>
            <SelectField scope={item} field="icon" label={t('icon')} options={blockIcons.map((icon) => ({ value: icon, label: t(iconKeys[icon]) }))} />
            <TextField scope={item} field="title" label={t('title')} max={120} required />
            <TextField scope={item} field="text" label={t('text')} max={600} multiline required />
          </>
        )}
      </ItemList>
      <LinkFields scope={scope} field="cta" legend={t('ctaLink')} />
    </>
  );
}
