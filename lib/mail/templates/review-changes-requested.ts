import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/**
 * To an article's author: a reviewer (a holder of `publish`) sent the article back with a comment
 * (issue 33 §2, lib/articles/review.ts), in the author's language, with a link to the editor.
 */
export function reviewChangesRequestedEmail(input: EmailAudience & { title: string; reviewerName: string; comment: string; editorUrl: string }): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.reviewChangesRequested.subject', { company, title: input.title }),
    greeting: t('Email.reviewChangesRequested.title'),
    paragraphs: [
      t('Email.reviewChangesRequested.intro', { name: input.reviewerName, title: input.title }),
      ...input.comment.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
      t('Email.reviewChangesRequested.next'),
    ],
    button: { label: t('Email.reviewChangesRequested.button'), url: input.editorUrl },
  }));
}
