import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { NewsletterConfirmFormIsland, type NewsletterConfirmFormText } from './newsletter-confirm-form-island';

// The words the island shows (lib/i18n/island-text.ts): its NewsletterConfirmFormText, read here on the server.
const newsletterConfirmFormKeys = ['confirming', 'confirmButton'] as const satisfies readonly (keyof NewsletterConfirmFormText)[];

export async function NewsletterConfirmForm(props: { token: string }) {
  const t = await getTranslations('Newsletter');
  const text: NewsletterConfirmFormText = islandText(t, newsletterConfirmFormKeys);
  return <NewsletterConfirmFormIsland {...props} text={text} />;
}
