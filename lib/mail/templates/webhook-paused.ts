import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** To an endpoint's owner: its deliveries failed for 3 days, so it was paused (issue 20). */
export function webhookPausedEmail(input: EmailAudience & { url: string; failingSince: string; pageUrl: string }): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.webhookPaused.subject', { company }),
    greeting: t('Email.webhookPaused.title'),
    paragraphs: [
      t('Email.webhookPaused.intro', { url: input.url, since: input.failingSince }),
      t('Email.webhookPaused.next'),
    ],
    button: { label: t('Email.webhookPaused.button'), url: input.pageUrl },
  }));
}
