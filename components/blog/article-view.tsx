import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { PublicArticle } from '@/lib/blog/article-page';
import { profilePath } from '@/lib/blog/paths';
import { categoryNameLang, localizedCategory } from '@/lib/categories/localize';
import { formatMonthDate } from '@/lib/format/date';
import { describeReadingTime } from '@/lib/format/reading-time';
import { translator } from '@/lib/i18n/translate';
import { renderRichBlocks } from '@/lib/articles/rich-render';
import { AuthorAvatar } from './author-avatar';
import { PublicCategoryChip } from './category-chip';
import { CoverImage } from './cover-image';
import { altFor, focalPosition } from '@/lib/media/lookup';
import { VideoFacades } from './rich/video-facades';
import styles from './article-body.module.css';

export interface ArticleViewProps {
  article: PublicArticle;
  locale: Locale;
  timeZone: string;
}

/** Where a category chip leads: the search results filtered by that category. */
export function categoryResultsHref(categoryId: number): string {
  return `/list-article-results?category=${categoryId}`;
}

/**
 * An article as readers see it: categories, title, author, date, reading time, cover, the HTML body
 * and the author card. Shared by the public page and the staff preview so both look the same.
 * The HTML was sanitized when it was saved (lib/articles/sanitize.ts) and is rendered as stored.
 */
export async function ArticleView({ article, locale, timeZone }: ArticleViewProps) {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const format = await getTranslations({ locale, namespace: 'Format' });
  const rich = await getTranslations({ locale, namespace: 'RichBlocks' });
  const tr = translator(locale);
  // Title and body are in the article's language, the rest of the page in the visitor's.
  const lang = article.locale !== locale ? article.locale : undefined;
  const reading = describeReadingTime(article.readingMinutes);
  const author = article.author;
  const authorHref = author?.hasProfile ? profilePath(author) : null;

  return (
    <article aria-labelledby="article-title" className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        {article.categories.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('categoriesLabel')}>
            {article.categories.map((c) => (
              <li key={c.id} className="min-w-0 max-w-full">
                <PublicCategoryChip
                  name={localizedCategory(c, locale).name}
                  lang={categoryNameLang(c, locale)}
                  backgroundColor={c.backgroundColor}
                  href={categoryResultsHref(c.id)}
                  className="text-sm"
                />
              </li>
            ))}
          </ul>
        )}
        <h1 id="article-title" lang={lang} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {article.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          {author && (
            <span className="flex items-center gap-2">
              <AuthorAvatar name={author.name} photo={author.photo} size={40} />
              <span className="font-medium text-foreground">
                {authorHref ? (
                  <Link href={authorHref} className="hover:underline" data-testid="article-author-link">
                    {t('byAuthor', { name: author.name })}
                  </Link>
                ) : (
                  t('byAuthor', { name: author.name })
                )}
              </span>
            </span>
          )}
          {article.publishedAt && (
            <time dateTime={article.publishedAt} data-testid="article-date">
              {formatMonthDate(article.publishedAt, { locale, timeZone })}
            </time>
          )}
          <span data-testid="article-reading-time">
            {reading.kind === 'lessThanOne' ? format('readingLessThanOne') : format('readingMinutes', { minutes: reading.minutes })}
          </span>
        </div>
      </header>

      {article.image && (
        <div className="relative aspect-[16/9] w-full overflow-hidden rounded-xl bg-surface">
          <CoverImage
            src={article.image}
            // The page's language first, then the article's own (a cover belongs to its text).
            alt={altFor(article.imageFile, locale) ?? altFor(article.imageFile, article.locale) ?? ''}
            objectPosition={focalPosition(article.imageFile)}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
          />
        </div>
      )}

      <div
        lang={lang}
        className={styles.body}
        data-testid="article-body"
        dangerouslySetInnerHTML={{
          __html: renderRichBlocks(article.content, {
            play: (title) => rich('video.play', { title }),
            watchOn: (provider) => rich('video.watchOn', { provider }),
            untitled: rich('video.untitled'),
            callout: { info: rich('callout.types.info'), warning: rich('callout.types.warning'), tip: rich('callout.types.tip') },
            table: rich('table.scrollLabel'),
          }),
        }}
      />
      {/* The player loads on click only; articles without a video ship no script for it. */}
      {article.content.includes('<div data-video-provider=') && <VideoFacades />}

      {author && (
        <aside aria-labelledby="article-author-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row sm:items-start" data-testid="author-card">
          <AuthorAvatar name={author.name} photo={author.photo} size={96} />
          <div className="flex flex-col gap-2">
            <h2 id="article-author-title" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('aboutAuthor')}
            </h2>
            <p className="text-lg font-semibold">
              {authorHref ? (
                <Link href={authorHref} className="hover:underline" data-testid="author-card-link">
                  {author.name}
                </Link>
              ) : (
                author.name
              )}
            </p>
            {author.position && <p className="text-sm text-muted-foreground">{tr(`Profile.positions.${author.position}`)}</p>}
            {author.shortBio && <p className="text-sm">{author.shortBio}</p>}
            {authorHref && (
              <Link href={authorHref} className="text-sm font-medium text-link underline underline-offset-2">
                {t('viewProfile', { name: author.name })}
              </Link>
            )}
          </div>
        </aside>
      )}
    </article>
  );
}
