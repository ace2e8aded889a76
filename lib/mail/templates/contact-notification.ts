import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** To staff (CONTACT_NOTIFY_EMAIL): a new message arrived through the contact form. */
export function contactNotificationEmail(
  input: EmailAudience & {
    message: { name: string; email: string; company: string; subject: string; message: string; phone: string | null };
    inboxUrl: string;
  },
): EmailContent {
  const m = input.message;
  return composeEmail(input, (t) => ({
    subject: t('Email.contactNotification.subject', { subject: m.subject.slice(0, 120), name: m.name.slice(0, 80) }),
    greeting: t('Email.contactNotification.title'),
    paragraphs: [
      t('Email.contactNotification.from', { name: m.name, email: m.email }),
      t('Email.contactNotification.company', { company: m.company }),
      ...(m.phone ? [t('Email.contactNotification.phone', { phone: m.phone })] : []),
      t('Email.contactNotification.subjectLine', { subject: m.subject }),
      m.message,
    ],
    button: { label: t('Email.contactNotification.button'), url: input.inboxUrl },
  }));
}
