import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';
import { ContactFormIsland } from './contact-form-island';

// The words the form shows (lib/i18n/island-text.ts).
const contactFormKeys = ['successTitle', 'sendAnother', 'honeypot', 'name', 'company', 'email', 'phone', 'optional', 'subject', 'message', 'replyNote', 'submitting', 'submit'] as const;
export type ContactFormText = Record<(typeof contactFormKeys)[number], string>;

export async function ContactForm() {
  const t = await getTranslations('Contact');
  const text: ContactFormText = islandText(t, contactFormKeys);
  return <ContactFormIsland text={text} />;
}
