import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { NewsletterFormIsland, type NewsletterFormText } from './newsletter-form-island';

// The words the island shows (lib/i18n/island-text.ts): its NewsletterFormText, read here on the server.
const newsletterFormKeys = ['title', 'intro', 'honeypot', 'email', 'name', 'submitting', 'submit'] as const satisfies readonly (keyof NewsletterFormText)[];

export async function NewsletterForm() {
  const t = await getTranslations('Newsletter');
  const text: NewsletterFormText = islandText(t, newsletterFormKeys);
  return <NewsletterFormIsland text={text} />;
}
