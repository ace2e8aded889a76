import { translator } from '@/lib/i18n/translate';
import { renderEmail, type EmailBrand, type EmailContent } from './layout';

/** To staff (CONTACT_NOTIFY_EMAIL): a new message arrived through the contact form. */
export function contactNotificationEmail(input: {
  locale: string;
  brand: EmailBrand;
  message: { name: string; email: string; company: string; subject: string; message: string; phone: string | null };
  inboxUrl: string;
}): EmailContent {
  const t = translator(input.locale);
  const m = input.message;
  return renderEmail({
    locale: input.locale,
    brand: input.brand,
    t,
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
  });
}
