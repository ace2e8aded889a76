import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** The code asked for when a staff account signs in from a device or browser it has not verified. */
export function deviceVerificationEmail(
  input: EmailAudience & { name: string; code: string; codeMinutes: number; userAgent?: string | null; ipAddress?: string | null },
): EmailContent {
  const details = [input.userAgent, input.ipAddress].filter(Boolean).join(' · ');
  return composeEmail(input, (t, company) => ({
    subject: t('Email.device.subject', { company }),
    greeting: t('Email.greeting', { name: input.name }),
    paragraphs: [t('Email.device.intro', { company }), ...(details ? [t('Email.device.details', { details })] : [])],
    code: input.code,
    after: [t('Email.codeExpires', { minutes: input.codeMinutes }), t('Email.device.ignore')],
  }));
}
