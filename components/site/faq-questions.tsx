import { faqAnswerHtml } from '@/lib/faq/present';
import type { FaqGroup } from '@/lib/faq/queries';

/**
 * A product's questions as <details> that open without JavaScript: the /faq page and the pages' FAQ
 * block show them alike. `lang` marks a group shown in another language (pt-BR when the page's has none).
 */
export function FaqQuestions({ group, locale }: { group: FaqGroup; locale: string }) {
  return (
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
  );
}
