import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { UnsubscribeFormIsland } from './unsubscribe-form-island';

// The words the form shows (lib/i18n/island-text.ts).
const unsubscribeFormKeys = ['reason', 'reasonPlaceholder', 'reasonText', 'submitting', 'submit'] as const;
export type UnsubscribeFormText = Record<(typeof unsubscribeFormKeys)[number], string>;

export async function UnsubscribeForm(props: { uniqueKey: string; id: number; reasons: { value: string; label: string }[] }) {
  const t = await getTranslations('Unsubscribe');
  const text: UnsubscribeFormText = islandText(t, unsubscribeFormKeys);
  return <UnsubscribeFormIsland {...props} text={text} />;
}
