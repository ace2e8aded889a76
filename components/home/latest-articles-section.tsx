import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard } from '@/lib/blog/cards';
import { LatestArticles } from './latest-articles';
import { HomeSection } from './section-parts';

/** The home's latest-articles section: its heading and a link to the blog on one row, then the articles. */
export function LatestArticlesSection({ className, heading, link, ...list }: { className: string; heading: ReactNode; link: ReactNode; locale: Locale; articles: ArticleCard[]; layout: 'grid' | 'lead' }) {
  return (
    <HomeSection id="latest-articles" className={className}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        {heading}
        {link}
      </div>
      <LatestArticles {...list} />
    </HomeSection>
  );
}
