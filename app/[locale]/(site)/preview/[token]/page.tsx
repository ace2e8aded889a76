import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/blog/article-view';
import { PageBlocks } from '@/components/pages/page-blocks';
import { env } from '@/lib/env';
import { openPreview } from '@/lib/previews/queries';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; token: string }> };

// Read at every request: a revoked or expired link must stop at once. Never cached by Next, the
// production server's page cache (server/page-cache.mjs) or a CDN (server/cdn-headers.mjs and
// proxy.ts answer `private, no-store` and `X-Robots-Tag: noindex` on /preview/).
export const dynamic = 'force-dynamic';

/** One read per request, shared by the metadata and the page. */
const load = cache((token: string) => openPreview(token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const preview = await load((await params).token);
  if (!preview) notFound();
  const t = await getTranslations({ locale, namespace: 'Previews.public' });
  const title = preview.kind === 'article' ? preview.article.seoTitle?.trim() || preview.article.title : preview.page.title;
  return {
    title: `${title} · ${t('banner')}`,
    robots: { index: false, follow: false },
    // The token is in the address: links the draft holds must not hand it on as a Referer.
    referrer: 'no-referrer',
  };
}

/**
 * /preview/{token}: a draft shared by its editor (issue 31 §2), as the public would see it, to anyone
 * holding the link, with no sign-in. An article in the public article view, a page in its blocks
 * (its editor's latest draft, as the staff preview shows it). Unknown, revoked or expired: the site's
 * not-found page (404).
 */
export default async function SharedPreview({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const preview = await load((await params).token);
  if (!preview) notFound();
  const t = await getTranslations({ locale, namespace: 'Previews.public' });
  const banner = (
    <div role="note" data-testid="shared-preview-banner" className="border-b border-warning-dark bg-warning-light px-4 py-2 text-center text-sm text-warning-light-foreground">
      <strong className="font-semibold">{t('banner')}</strong> {t('bannerText')}
    </div>
  );
  if (preview.kind === 'page') {
    const { page } = preview;
    return (
      <>
        {banner}
        <PageBlocks blocks={page.blocks} locale={page.locale} design={(await publicLayout()).currentVersion} title={page.title} />
      </>
    );
  }
  return (
    <>
      {banner}
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <ArticleView article={preview.article} locale={locale} timeZone={env().SITE_TIME_ZONE} />
      </div>
    </>
  );
}
