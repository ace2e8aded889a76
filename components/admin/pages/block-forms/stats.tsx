'use client';

import { useTranslations } from 'next-intl';
import { STATS_MAX } from '@/lib/pages/blocks';
import { ItemList, TextField, type Scope } from './fields';
import { newItem } from './new-block';

/** Figures: an optional title and 1–6 figures (value and label). */
export function StatsFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <ItemList scope={scope} field="items" legend={t('statItems')} itemName={(n) => t('statItem', { n })} addLabel={t('addStatItem')} max={STATS_MAX} create={newItem.stats}>
        {(item) => (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <TextField scope={item} field="value" label={t('value')} hint={t('valueHint')} max={40} required />
            <TextField scope={item} field="label" label={t('statLabel')} max={120} required />
          </div>
        )}
      </ItemList>
    </>
  );
}
