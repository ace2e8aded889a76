import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** The recovery email: a 6-digit code for the code screen and a one-time link to the new-password screen. */
export function passwordRecoveryEmail(
  input: EmailAudience & { name: string; code: string; codeMinutes: number; resetUrl: string; linkMinutes: number },
): EmailContent {
  return composeEmail(input, (t, company) => ({
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
  }));
}
