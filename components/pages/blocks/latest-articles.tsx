import { LatestArticles } from '@/components/home/latest-articles';
import { ArrowLink, SectionHeading } from '@/components/home/section-parts';
import { Link } from '@/i18n/link';
import { latestArticles } from '@/lib/pages/public';
import { arrowLink, BlockSection, type BlockProps, sectionTitle, titleIdOf } from './parts';

/** The latest articles (of a category when it names one): v1 a grid, v2 one lead card beside smaller ones. */
export async function LatestArticlesBlock({ block, locale, design, id }: BlockProps<'latest_articles'>) {
  const articles = await latestArticles(locale, block.count, block.category);
  const titleId = titleIdOf(id);
  const heading =
    design === 'v1' ? (
      block.title && <SectionHeading id={titleId} title={block.title} intro={block.text} className="flex flex-col gap-2" titleClassName={sectionTitle.v1} introClassName="text-muted-foreground" />
    ) : (
      block.title && (
        <h2 id={titleId} className={sectionTitle.v2}>
          {block.title}
        </h2>
      )
    );
  const link =
    block.cta &&
    (design === 'v1' ? (
      <Link href={block.cta.href} className="font-semibold text-link underline-offset-4 hover:underline">
        {block.cta.label}
      </Link>
    ) : (
      <ArrowLink href={block.cta.href} className={arrowLink}>
        {block.cta.label}
      </ArrowLink>
    ));
  return (
    <BlockSection id={id} labelled={!!block.title} className={design === 'v1' ? 'mx-auto max-w-6xl px-4 py-16 sm:px-6' : 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20'}>
      {(heading || link) && (
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          {heading}
          {link}
        </div>
      )}
      <LatestArticles locale={locale} articles={articles} layout={design === 'v1' ? 'grid' : 'lead'} />
    </BlockSection>
  );
}
