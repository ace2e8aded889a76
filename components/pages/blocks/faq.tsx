import { faqProductName } from '@/lib/faq/products';
import { FaqQuestions } from '@/components/site/faq-questions';
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
        <FaqQuestions group={group} locale={locale} />
      </div>
    </BlockSection>
  );
}
