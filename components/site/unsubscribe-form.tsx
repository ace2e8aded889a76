import { getTranslations } from 'next-intl/server';
import { UnsubscribeFormIsland } from './unsubscribe-form-island';

// The words the form shows, read here on the server and handed to the island: public pages ship no
// translation runtime to the browser (issue 17).
const unsubscribeFormKeys = ['reason', 'reasonPlaceholder', 'reasonText', 'submitting', 'submit'] as const;
export type UnsubscribeFormText = Record<(typeof unsubscribeFormKeys)[number], string>;

export async function UnsubscribeForm(props: { uniqueKey: string; id: number; reasons: { value: string; label: string }[] }) {
  const t = await getTranslations('Unsubscribe');
  const text = Object.fromEntries(unsubscribeFormKeys.map((key) => [key, t(key)])) as UnsubscribeFormText;
  return <UnsubscribeFormIsland {...props} text={text} />;
}
