import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { ContactFormIsland, type ContactFormText } from './contact-form-island';

// The words the island shows (lib/i18n/island-text.ts): its ContactFormText, read here on the server.
const contactFormKeys = ['successTitle', 'sendAnother', 'honeypot', 'name', 'company', 'email', 'phone', 'optional', 'subject', 'message', 'replyNote', 'submitting', 'submit'] as const satisfies readonly (keyof ContactFormText)[];

export async function ContactForm() {
  const t = await getTranslations('Contact');
  const text: ContactFormText = islandText(t, contactFormKeys);
  return <ContactFormIsland text={text} />;
}
