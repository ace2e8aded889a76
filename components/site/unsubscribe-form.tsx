import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { UnsubscribeFormIsland, type UnsubscribeFormText } from './unsubscribe-form-island';

// The words the island shows (lib/i18n/island-text.ts): its UnsubscribeFormText, read here on the server.
const unsubscribeFormKeys = ['reason', 'reasonPlaceholder', 'reasonText', 'submitting', 'submit'] as const satisfies readonly (keyof UnsubscribeFormText)[];

export async function UnsubscribeForm(props: { uniqueKey: string; id: number; reasons: { value: string; label: string }[] }) {
  const t = await getTranslations('Unsubscribe');
  const text: UnsubscribeFormText = islandText(t, unsubscribeFormKeys);
  return <UnsubscribeFormIsland {...props} text={text} />;
}
