import type { Metadata } from 'next';
import { pathRecordId, pathSegment } from '@/lib/core/page-params';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { AppError } from '@/lib/core/errors';
import { requireRoute } from '@/lib/auth/current-user';
import { toComposeArticle, type ComposeArticle } from '@/lib/articles/compose';
import { canManageAllArticles } from '@/lib/articles/access';
import { getArticle, listArticleRevisions, listAssignableAuthors, listComposeCategories } from '@/lib/articles/queries';
import { ActionToasts } from '@/components/admin/action-toasts';
import { ComposeForm } from '@/components/admin/compose/compose-form';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; params?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { params: segments } = await params;
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Admin.compose' });
  return { title: segments?.length ? t('editTitle') : t('newTitle') };
}

/**
 * /admin/compose (new article) and /admin/compose/{unique_key}/{id} (edit). The id decides: a stale
 * or wrong unique_key redirects to the article's canonical editor URL; an unknown id is not found;
 * someone else's article without 'articles-all' goes to error-forbidden, like a route the user lacks
 * (the commands answer 403 for it).
 */
export default async function ComposePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('compose');
  const { params: segments = [] } = await params;
  if (segments.length !== 0 && segments.length !== 2) notFound();

  let article: ComposeArticle | null = null;
  let forbidden = false;
  if (segments.length === 2) {
    const uniqueKey = pathSegment(segments[0]);
    const id = pathRecordId(segments[1]);
    if (uniqueKey === null || id === null) notFound();
    try {
      const view = await getArticle(user, id);
      if (view) article = toComposeArticle(view);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 403) throw error;
      forbidden = true;
    }
    // redirect() throws: kept outside the try/catch.
    if (forbidden) redirect({ href: '/error-forbidden', locale });
    if (!article) notFound();
    if (article.uniqueKey !== uniqueKey) redirect({ href: `/admin/compose/${article.uniqueKey}/${article.id}`, locale });
  }

  const [revisions, categories, authors] = await Promise.all([
    article ? listArticleRevisions(user, { id: article.id, uniqueKey: article.uniqueKey }) : Promise.resolve([]),
    listComposeCategories(user, locale, article?.categories ?? []),
    listAssignableAuthors(user),
  ]);
  const t = await getTranslations('Admin.compose');

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <ComposeForm
        // A different article (or a new one) starts a fresh form and editor.
        key={article?.id ?? 'new'}
        article={article}
        revisions={revisions}
        categories={categories}
        authors={canManageAllArticles(user) ? authors : null}
        currentUserId={user.id}
        canChangeStatus={user.grants.includes('list-of-articles')}
        canPublish={user.grants.includes('publish')}
      />
    </ActionToasts>
  );
}
