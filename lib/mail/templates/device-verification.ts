import { translator } from '@/lib/i18n/translate';
import { renderEmail, type EmailBrand, type EmailContent } from './layout';

/** The code asked for when a staff account signs in from a device or browser it has not verified. */
export function deviceVerificationEmail(input: {
  locale: string;
  brand: EmailBrand;
  name: string;
  code: string;
  codeMinutes: number;
  userAgent?: string | null;
  ipAddress?: string | null;
}): EmailContent {
  const t = translator(input.locale);
  const company = input.brand.companyName;
  const details = [input.userAgent, input.ipAddress].filter(Boolean).join(' · ');
  return renderEmail({
    locale: input.locale,
    brand: input.brand,
    t,
    subject: t('Email.device.subject', { company }),
    greeting: t('Email.greeting', { name: input.name }),
    paragraphs: [t('Email.device.intro', { company }), ...(details ? [t('Email.device.details', { details })] : [])],
    code: input.code,
    after: [t('Email.codeExpires', { minutes: input.codeMinutes }), t('Email.device.ignore')],
  });
}
