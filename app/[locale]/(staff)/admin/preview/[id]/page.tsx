import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link, redirect } from '@/i18n/navigation';
import { ArticleView } from '@/components/blog/article-view';
import { buttonClasses } from '@/components/ui/button';
import { AppError } from '@/lib/core/errors';
import { requireRoute } from '@/lib/auth/current-user';
import { getPreviewArticle, type PublicArticle } from '@/lib/blog/article-page';
import { articlePath } from '@/lib/blog/paths';
import { pathRecordId } from '@/lib/core/page-params';
import { env } from '@/lib/env';
import { formatMonthDate } from '@/lib/format/date';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Preview' });
  return { title: t('banner'), robots: { index: false, follow: false } };
}

/**
 * /admin/preview/{id}: staff with 'compose' see an article in any status exactly as the public page
 * lays it out (components/blog/article-view.tsx). Without 'articles-all' only their own articles;
 * someone else's goes to error-forbidden. The public URL of a draft stays not found.
 */
export default async function PreviewPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('compose');
  const { id: rawId } = await params;
  const id = pathRecordId(rawId);
  if (id === null) notFound();

  let article: PublicArticle | null = null;
  let forbidden = false;
  try {
    article = await getPreviewArticle(user, id);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 403) throw error;
    forbidden = true;
  }
  // redirect() and notFound() throw: kept outside the try/catch.
  if (forbidden) redirect({ href: '/error-forbidden', locale });
  if (!article) notFound();

  const t = await getTranslations('Preview');
  const timeZone = env().SITE_TIME_ZONE;
  const scheduled = article.status === 'published' && !article.live;
  const banner = article.live
    ? { title: t('liveBanner'), text: t('liveText') }
    : scheduled && article.publishedAt
      ? { title: t('scheduledBanner', { date: formatMonthDate(article.publishedAt, { locale, timeZone }) }), text: t('scheduledText') }
      : { title: t('banner'), text: t('bannerText') };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <div
        role="note"
        data-testid="preview-banner"
        className="flex flex-col gap-3 rounded-lg border border-warning-dark bg-warning-light p-4 text-warning-light-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="font-semibold">{banner.title}</p>
          <p className="text-sm">{banner.text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link href={`/admin/compose/${article.uniqueKey}/${article.id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('edit')}
          </Link>
          {article.live && (
            <Link href={articlePath(article)} target="_blank" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
              {t('openPublic')}
            </Link>
          )}
        </div>
      </div>
      <div className="rounded-xl bg-background p-4 sm:p-8">
        <ArticleView article={article} locale={locale} timeZone={timeZone} />
      </div>
    </div>
  );
}
