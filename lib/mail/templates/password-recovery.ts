import { translator } from '@/lib/i18n/translate';
import { renderEmail, type EmailBrand, type EmailContent } from './layout';

/** The recovery email: a 6-digit code for the code screen and a one-time link to the new-password screen. */
export function passwordRecoveryEmail(input: {
  locale: string;
  brand: EmailBrand;
  name: string;
  code: string;
  codeMinutes: number;
  resetUrl: string;
  linkMinutes: number;
}): EmailContent {
  const t = translator(input.locale);
  const company = input.brand.companyName;
  return renderEmail({
    locale: input.locale,
    brand: input.brand,
    t,
    subject: t('Email.recovery.subject', { company }),
    greeting: t('Email.greeting', { name: input.name }),
    paragraphs: [t('Email.recovery.intro', { company })],
    code: input.code,
    button: {
      intro: t('Email.recovery.linkIntro', { minutes: input.linkMinutes }),
      label: t('Email.recovery.button'),
      url: input.resetUrl,
    },
    after: [t('Email.codeExpires', { minutes: input.codeMinutes }), t('Email.recovery.ignore')],
  });
}
