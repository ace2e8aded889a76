import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import NextLink from 'next/link';
import { articleHomePath } from '@/lib/seo/article-alternates';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard as Card } from '@/lib/blog/cards';
import { categoryNameLang, localizedCategory } from '@/lib/categories/localize';
import { formatMonthDate } from '@/lib/format/date';
import { describeReadingTime } from '@/lib/format/reading-time';
import { translator } from '@/lib/i18n/translate';
import { altFor, focalPosition } from '@/lib/media/lookup';
import { CoverImage } from './cover-image';
import { PublicCategoryChip } from './category-chip';

export interface ArticleCardProps {
  card: Card;
  locale: Locale;
  /** Heading level of the title inside the surrounding section. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page load their image eagerly (largest contentful paint). */
  priority?: boolean;
  /** `sizes` of the cover: how wide the card is at each breakpoint. */
  sizes?: string;
  /**
   * default: cover above the text; compact: text only (ranked lists); side: a cover thumbnail beside
   * the text, for the cards beside a lead article (home v2), which would otherwise stand mostly blank.
   */
  variant?: 'default' | 'compact' | 'side';
  /** A card in another language than the page's (a list's default-language fill) names that language; false hides it. */
  languageBadge?: boolean;
  /** Shown in place of the article's excerpt (search results: the passage around the match). */
  excerpt?: ReactNode;
}

/** One article in a list: cover, categories, title, excerpt, author, date and reading time. */
export async function ArticleCard({ card, locale, headingLevel = 'h3', priority, sizes, variant = 'default', languageBadge = true, excerpt }: ArticleCardProps) {
  const t = await getTranslations({ locale, namespace: 'Format' });
  const tr = translator(locale);
  const Heading = headingLevel;
  // The article's own address (its language's prefix), even in another language's list.
  const href = articleHomePath(card);
  const reading = describeReadingTime(card.readingMinutes);
  const first = card.categories[0];
  // Title and excerpt are in the article's language; the badge (in the page's) says which.
  const lang = card.locale !== locale ? card.locale : undefined;
  // The cover's alt text in the page's language (the title beside it names the article; none: "").
  const coverAlt = altFor(card.imageFile, locale) ?? '';
  return (
    <article
      className={clsx('group flex h-full overflow-hidden rounded-xl border border-border bg-background', variant === 'side' ? 'flex-row' : 'flex-col')}
      data-testid="article-card"
    >
      {variant === 'default' && (
        <div
          className="relative aspect-[16/9] w-full overflow-hidden"
          style={{ backgroundColor: first?.backgroundColor ?? 'var(--color-surface)' }}
          aria-hidden={card.image ? undefined : true}
        >
          {card.image && (
            <CoverImage src={card.image} alt={coverAlt} objectPosition={focalPosition(card.imageFile)} sizes={sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'} priority={priority} />
          )}
        </div>
      )}
      {variant === 'side' && (
        <div
          className="relative w-28 shrink-0 self-stretch overflow-hidden sm:w-40"
          style={{ backgroundColor: first?.backgroundColor ?? 'var(--color-surface)' }}
          aria-hidden={card.image ? undefined : true}
        >
          {card.image && <CoverImage src={card.image} alt={coverAlt} objectPosition={focalPosition(card.imageFile)} sizes="160px" />}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {card.categories.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={tr('Blog.card.categories')}>
            {card.categories.map((c) => (
              <li key={c.id} className="min-w-0 max-w-full">
                <PublicCategoryChip name={localizedCategory(c, locale).name} lang={categoryNameLang(c, locale)} backgroundColor={c.backgroundColor} />
              </li>
            ))}
          </ul>
        )}
        {lang && languageBadge && (
          <span className="self-start rounded border border-border px-1.5 py-0.5 text-xs font-medium text-muted-foreground" data-testid="language-badge">
            {tr('Blog.card.languageBadge', { language: card.locale.split('-')[0] })}
          </span>
        )}
        <Heading className="text-lg font-semibold leading-snug text-balance">
          <NextLink href={href} className="hover:underline focus-visible:underline" lang={lang}>
            {card.title}
          </NextLink>
        </Heading>
        {variant === 'default' && (excerpt ?? card.excerpt) && (
          <p className="line-clamp-3 text-sm text-muted-foreground" lang={lang}>
            {excerpt ?? card.excerpt}
          </p>
        )}
        <p className="mt-auto flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          {card.author && <span>{card.author.name}</span>}
          <time dateTime={card.publishedAt}>{formatMonthDate(card.publishedAt, { locale })}</time>
          <span>{reading.kind === 'lessThanOne' ? t('readingLessThanOne') : t('readingMinutes', { minutes: reading.minutes })}</span>
        </p>
      </div>
    </article>
  );
}
