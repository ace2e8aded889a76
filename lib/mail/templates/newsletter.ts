import { composeEmail, type EmailAudience } from './compose';
import type { EmailContent } from './layout';

/** Double opt-in: the link that confirms a newsletter subscription. */
export function newsletterConfirmEmail(input: EmailAudience & { confirmUrl: string; days: number }): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.newsletterConfirm.subject', { company }),
    greeting: t('Email.newsletterConfirm.title'),
    paragraphs: [t('Email.newsletterConfirm.intro', { company })],
    button: { label: t('Email.newsletterConfirm.button'), url: input.confirmUrl },
    after: [t('Email.newsletterConfirm.expires', { days: input.days }), t('Email.newsletterConfirm.ignore')],
  }));
}

/** Sent when a subscription becomes active: says what comes, and how to leave. */
export function newsletterWelcomeEmail(input: EmailAudience & { unsubscribeUrl: string }): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.newsletterWelcome.subject', { company }),
    greeting: t('Email.newsletterWelcome.title'),
    paragraphs: [t('Email.newsletterWelcome.intro', { company })],
    after: [t('Email.newsletterWelcome.leave')],
    unsubscribe: { label: t('Email.newsletter.unsubscribe'), url: input.unsubscribeUrl },
  }));
}

export interface DigestArticle {
  title: string;
  excerpt: string | null;
  url: string;
  imageUrl: string | null;
}

/** The weekly digest: the articles published in the last seven days. */
export function newsletterDigestEmail(input: EmailAudience & { articles: DigestArticle[]; unsubscribeUrl: string; blogUrl: string }): EmailContent {
  return composeEmail(input, (t, company) => ({
    subject: t('Email.newsletterDigest.subject', { company, count: input.articles.length }),
    greeting: t('Email.newsletterDigest.title'),
    paragraphs: [t('Email.newsletterDigest.intro', { count: input.articles.length })],
    items: input.articles,
    button: { label: t('Email.newsletterDigest.button'), url: input.blogUrl },
    unsubscribe: { label: t('Email.newsletter.unsubscribe'), url: input.unsubscribeUrl },
  }));
}
