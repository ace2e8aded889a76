import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/**
 * To the author of a contact message: staff's answer from the inbox (lib/messages/reply.ts), in the
 * language the message was written in, with the original message quoted below it.
 */
export function messageReplyEmail(
  input: EmailAudience & {
    subject: string;
    text: string;
    staffName: string;
    original: { name: string; message: string; receivedOn: string };
  },
): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: input.subject,
    greeting: t('Email.messageReply.greeting', { name: input.original.name }),
    paragraphs: input.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
    after: [
      t('Email.messageReply.signature', { name: input.staffName, company }),
      t('Email.messageReply.quoteIntro', { name: input.original.name, date: input.original.receivedOn }),
      input.original.message
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    ],
  }));
}
