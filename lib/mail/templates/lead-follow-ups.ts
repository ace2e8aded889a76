import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** To a lead's owner, once a day: the leads whose follow-up is due (lib/leads/follow-ups.ts). */
export function leadFollowUpsEmail(
  input: EmailAudience & { name: string; leads: { title: string; due: string; url: string }[]; dashboardUrl: string },
): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.leadFollowUps.subject', { count: input.leads.length, company }),
    greeting: t('Email.leadFollowUps.greeting', { name: input.name }),
    paragraphs: [t('Email.leadFollowUps.intro', { count: input.leads.length })],
    items: input.leads.map((lead) => ({ title: lead.title, excerpt: t('Email.leadFollowUps.due', { date: lead.due }), url: lead.url })),
    button: { label: t('Email.leadFollowUps.button'), url: input.dashboardUrl },
  }));
}
