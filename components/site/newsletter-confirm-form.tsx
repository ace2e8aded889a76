import { getTranslations } from 'next-intl/server';
import { NewsletterConfirmFormIsland } from './newsletter-confirm-form-island';

// The words the form shows, read here on the server and handed to the island: public pages ship no
// translation runtime to the browser (issue 17).
const newsletterConfirmFormKeys = ['confirming', 'confirmButton'] as const;
export type NewsletterConfirmFormText = Record<(typeof newsletterConfirmFormKeys)[number], string>;

export async function NewsletterConfirmForm(props: { token: string }) {
  const t = await getTranslations('Newsletter');
  const text = Object.fromEntries(newsletterConfirmFormKeys.map((key) => [key, t(key)])) as NewsletterConfirmFormText;
  return <NewsletterConfirmFormIsland {...props} text={text} />;
}
