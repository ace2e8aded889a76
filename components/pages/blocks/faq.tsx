import { faqAnswerHtml } from '@/lib/faq/present';
import { faqProductName } from '@/lib/faq/products';
import { faqGroups } from '@/lib/faq/queries';
import { faqPageJsonLd } from '@/lib/faq/structured-data';
import { translator } from '@/lib/i18n/translate';
import { jsonLd } from '@/lib/seo/metadata';
import { BlockSection, type BlockProps, container, sectionTitle, titleIdOf } from './parts';

/**
 * A product's questions in the page's language (the /faq page's rule: pt-BR when it has none in
 * it), as <details> that open without JavaScript, with their FAQPage data. Nothing when the
 * product has no questions.
 */
export async function FaqBlock({ block, locale, design, id }: BlockProps<'faq'>) {
  const group = (await faqGroups(locale)).find((g) => g.product === block.product);
  if (!group) return null;
  const title = block.title ?? faqProductName(group.product, translator(locale));
  return (
    <BlockSection id={id} labelled className={design === 'v2' ? 'border-y border-border bg-surface text-surface-foreground' : ''}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd([group], locale)) }} />
      <div className={`${container(design, 'max-w-4xl')} flex flex-col gap-6`}>
        <h2 id={titleIdOf(id)} className={sectionTitle[design]}>
          {title}
        </h2>
        <div className="flex flex-col gap-3" lang={group.locale !== locale ? group.locale : undefined}>
          {group.items.map((item) => (
            <details key={item.id} className="group rounded-lg border border-border bg-background open:bg-surface" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-medium hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none">
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </summary>
              <div
                className="px-5 pb-5 text-muted-foreground [&_a]:text-link [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-6"
                // Sanitized (lib/faq/present.ts): answers are the articles' allow-list of HTML.
                dangerouslySetInnerHTML={{ __html: faqAnswerHtml(item.answer) }}
              />
            </details>
          ))}
        </div>
      </div>
    </BlockSection>
  );
}
