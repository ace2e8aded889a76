import type { Metadata } from 'next';
import { pathRecordId, pathSegment } from '@/lib/core/page-params';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { ArticleCard } from '@/components/blog/article-card';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { PageLinks } from '@/components/ui/data-table';
import { profilePath } from '@/lib/blog/paths';
import { cachedProfileArticles, cachedPublicProfile, type PublicProfile } from '@/lib/blog/profile';
import { breadcrumbJsonLd, profilePageJsonLd } from '@/lib/blog/structured-data';
import { shortenText } from '@/lib/format/text';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { publicLayout } from '@/lib/settings/public';

type Props = { params: Promise<{ locale: string; params?: string[] }> };

// Rendered on first request and cached (ISR); the page number is a path segment, not a search
// parameter, so every page of the list stays static.
export function generateStaticParams() {
  return [];
}

/**
 * /profile/{unique_key}/{id} and /profile/{unique_key}/{id}/page/{n}. The id decides: a missing or
 * stale unique_key (and /page/1) redirects permanently to the canonical address; an unknown author,
 * an inactive account, one with nothing published, or a page past the last is not found.
 */
async function loadPage(params: Props['params']): Promise<{ locale: Locale; profile: PublicProfile; page: number; canonical: boolean }> {
  const locale = await localeOf(params);
  // Before any notFound(): the 404 page then renders in this locale without reading request headers.
  setRequestLocale(locale);
  const { params: segments = [] } = await params;
  let page = 1;
  let pageSegment = false;
  if (segments.length === 4) {
    if (segments[2] !== 'page') notFound();
    const n = pathRecordId(segments[3]);
    if (n === null) notFound();
    page = n;
    pageSegment = true;
  } else if (segments.length !== 1 && segments.length !== 2) {
    notFound();
  }
  const id = pathRecordId(segments.length === 1 ? segments[0] : segments[1]);
  if (id === null) notFound();
  const profile = await cachedPublicProfile(id);
  if (!profile) notFound();
  const canonical = segments.length >= 2 && pathSegment(segments[0]) === profile.uniqueKey && !(pageSegment && page === 1);
  return { locale, profile, page, canonical };
}

async function positionName(locale: Locale, profile: PublicProfile): Promise<string | null> {
  if (!profile.position) return null;
  const t = await getTranslations({ locale, namespace: 'Profile.positions' });
  return t(profile.position);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, profile, page } = await loadPage(params);
  const [t, { companyName: siteName }] = await Promise.all([getTranslations({ locale, namespace: 'Profile' }), publicLayout()]);
  return pageMetadata({
    locale,
    path: profilePath(profile, page),
    title: page > 1 ? t('metaTitlePage', { name: profile.name, page }) : profile.name,
    description: profile.biography ? shortenText(profile.biography, 160) : t('metaDescription', { name: profile.name, site: siteName }),
    siteName,
    image: profile.photo,
    type: 'profile',
  });
}

export default async function ProfilePage({ params }: Props) {
  const { locale, profile, page, canonical } = await loadPage(params);
  if (!canonical) permanentRedirect(localePath(locale, profilePath(profile, page)));

  const list = await cachedProfileArticles(profile.id, locale, page);
  if (page > list.pageCount) notFound();
  const [t, position] = await Promise.all([getTranslations({ locale, namespace: 'Profile' }), positionName(locale, profile)]);
  const crumbs = [
    { name: t('breadcrumbHome'), path: '/' },
    { name: t('breadcrumbBlog'), path: '/blog' },
    { name: profile.name, path: profilePath(profile) },
  ];
  const structured = [profilePageJsonLd(profile, { locale, jobTitle: position }), breadcrumbJsonLd(locale, crumbs)];
  const pageHref = (n: number) => localePath(locale, profilePath(profile, n));

  return (
    <>
      {structured.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[
            { label: t('breadcrumbHome'), href: '/' },
            { label: t('breadcrumbBlog'), href: '/blog' },
            { label: profile.name },
          ]}
        />
        <header className="flex flex-col gap-6 sm:flex-row sm:items-start" data-testid="profile-header">
          <AuthorAvatar name={profile.name} photo={profile.photo} size={128} />
          <div className="flex max-w-prose flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{profile.name}</h1>
            {position && <p className="text-lg text-muted-foreground">{position}</p>}
            <p className="text-sm text-muted-foreground">{t('articleCount', { count: list.total })}</p>
            {profile.biography &&
              profile.biography
                .split(/\n\s*\n/)
                .map((paragraph, i) => (
                  <p key={i} className="mt-2 whitespace-pre-line">
                    {paragraph.trim()}
                  </p>
                ))}
          </div>
        </header>
        <section aria-labelledby="profile-articles-title" className="flex flex-col gap-6">
          <h2 id="profile-articles-title" className="text-2xl font-bold tracking-tight">
            {t('articlesTitle', { name: profile.name })}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-articles">
            {list.items.map((card, i) => (
              <li key={card.id}>
                <ArticleCard card={card} locale={locale} headingLevel="h3" priority={i < 3} />
              </li>
            ))}
          </ul>
          <PageLinks page={page} pages={list.pageCount} pageHref={pageHref} labels={{ navigation: t('paginationLabel'), previous: t('previous'), next: t('next'), page: t('pageOf', { page, pages: list.pageCount }) }} />
        </section>
      </div>
    </>
  );
}
