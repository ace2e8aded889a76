import { getTranslations } from 'next-intl/server';
import { NewsletterFormIsland } from './newsletter-form-island';

// The words the form shows, read here on the server and handed to the island: public pages ship no
// translation runtime to the browser (issue 17).
const newsletterFormKeys = ['title', 'intro', 'honeypot', 'email', 'name', 'submitting', 'submit'] as const;
export type NewsletterFormText = Record<(typeof newsletterFormKeys)[number], string>;

export async function NewsletterForm() {
  const t = await getTranslations('Newsletter');
  const text = Object.fromEntries(newsletterFormKeys.map((key) => [key, t(key)])) as NewsletterFormText;
  return <NewsletterFormIsland text={text} />;
}
