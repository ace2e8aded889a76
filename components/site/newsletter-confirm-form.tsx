import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { NewsletterConfirmFormIsland } from './newsletter-confirm-form-island';

// The words the form shows (lib/i18n/island-text.ts).
const newsletterConfirmFormKeys = ['confirming', 'confirmButton'] as const;
export type NewsletterConfirmFormText = Record<(typeof newsletterConfirmFormKeys)[number], string>;

export async function NewsletterConfirmForm(props: { token: string }) {
  const t = await getTranslations('Newsletter');
  const text: NewsletterConfirmFormText = islandText(t, newsletterConfirmFormKeys);
  return <NewsletterConfirmFormIsland {...props} text={text} />;
}
