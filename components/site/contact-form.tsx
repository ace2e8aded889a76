import { getTranslations } from 'next-intl/server';
import { ContactFormIsland } from './contact-form-island';

// The words the form shows, read here on the server and handed to the island: public pages ship no
// translation runtime to the browser (issue 17).
const contactFormKeys = ['successTitle', 'sendAnother', 'honeypot', 'name', 'company', 'email', 'phone', 'optional', 'subject', 'message', 'replyNote', 'submitting', 'submit'] as const;
export type ContactFormText = Record<(typeof contactFormKeys)[number], string>;

export async function ContactForm() {
  const t = await getTranslations('Contact');
  const text = Object.fromEntries(contactFormKeys.map((key) => [key, t(key)])) as ContactFormText;
  return <ContactFormIsland text={text} />;
}
