import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/blog/article-card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard as Card } from '@/lib/blog/cards';

/** The home's latest articles as a grid (v1) or one large card beside smaller cards with their covers (v2). */
export async function LatestArticles({ locale, articles, layout }: { locale: Locale; articles: Card[]; layout: 'grid' | 'lead' }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  if (articles.length === 0) return <EmptyState title={t('articles.empty')} headingLevel={3} />;
  if (layout === 'grid') {
    return (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((card) => (
          <li key={card.id} className="min-w-0">
            <ArticleCard card={card} locale={locale} />
          </li>
        ))}
      </ul>
    );
  }
  const [lead, ...rest] = articles;
  return (
    <ul className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <li className="min-w-0 lg:row-span-(--side-rows)" style={{ '--side-rows': Math.max(1, rest.length) } as CSSProperties}>
        <ArticleCard card={lead} locale={locale} sizes="(min-width: 1024px) 60vw, 100vw" />
      </li>
      {rest.map((card) => (
        <li key={card.id} className="min-w-0">
          <ArticleCard card={card} locale={locale} variant="side" />
        </li>
      ))}
    </ul>
  );
}
