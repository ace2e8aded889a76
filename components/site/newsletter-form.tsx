import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { NewsletterFormIsland } from './newsletter-form-island';

// The words the form shows (lib/i18n/island-text.ts).
const newsletterFormKeys = ['title', 'intro', 'honeypot', 'email', 'name', 'submitting', 'submit'] as const;
export type NewsletterFormText = Record<(typeof newsletterFormKeys)[number], string>;

export async function NewsletterForm() {
  const t = await getTranslations('Newsletter');
  const text: NewsletterFormText = islandText(t, newsletterFormKeys);
  return <NewsletterFormIsland text={text} />;
}
