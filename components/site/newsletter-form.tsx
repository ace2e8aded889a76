import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { NewsletterFormIsland, type NewsletterFormText } from './newsletter-form-island';

// The words the island shows (lib/i18n/island-text.ts): its NewsletterFormText, read here on the server.
const newsletterFormKeys = ['title', 'intro', 'honeypot', 'email', 'name', 'submitting', 'submit'] as const satisfies readonly (keyof NewsletterFormText)[];

/** The newsletter signup; a page's newsletter block gives its own ids, title and introduction. */
export async function NewsletterForm({ idPrefix, title, intro }: { idPrefix?: string; title?: string; intro?: string } = {}) {
  const t = await getTranslations('Newsletter');
  const text: NewsletterFormText = { ...islandText(t, newsletterFormKeys), ...(title ? { title } : {}), ...(intro ? { intro } : {}) };
  return <NewsletterFormIsland text={text} idPrefix={idPrefix} />;
}
