import type { FaqGroup } from './queries';

/**
 * The FAQPage data (schema.org) of the questions a page shows. The page is in `locale`; a product
 * shown in another language (pt-BR, when it has no question in the page's: lib/faq/queries.ts) says
 * so on each of its questions, so search engines never take a Portuguese answer for the page's language.
 */
export function faqPageJsonLd(groups: FaqGroup[], locale: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        ...(group.locale !== locale ? { inLanguage: group.locale } : {}),
        acceptedAnswer: { '@type': 'Answer', text: item.answer, ...(group.locale !== locale ? { inLanguage: group.locale } : {}) },
      })),
    ),
  };
}
