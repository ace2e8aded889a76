import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageBlocks } from '@/components/pages/page-blocks';
import { pathSegment } from '@/lib/core/page-params';
import { localePath } from '@/lib/i18n/paths';
import { pageAlternates, pageDescription, publicPage } from '@/lib/pages/public';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on the first request of each address, then cached (ISR) under the `pages` tag. The
// site's own routes are static segments and win over this one.
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const locale = await localeOf(params);
  const slug = pathSegment((await params).slug);
  return { locale, page: slug ? await publicPage(locale, slug) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await load(params);
  // The 404 then takes the not-found page's head.
  if (!page) notFound();
  return pageMetadata({
    locale,
    path: `/${page.slug}`,
    title: page.seoTitle || page.title,
    description: pageDescription(page),
    siteName: (await publicLayout()).companyName,
    image: page.image,
    own: pageAlternates(page),
  });
}

/**
 * `/{slug}` (`/{locale}/{slug}`): a published page built from blocks (issue 30 §1), in the design
 * in force; 404 when the language has no such live page. The home page's own slug leads to `/`.
 */
export default async function Page({ params }: Props) {
  const { locale, page } = await load(params);
  if (!page) notFound();
  if (page.isHome) redirect(localePath(locale, '/'));
  setRequestLocale(locale);
  const layout = await publicLayout();
  return <PageBlocks blocks={page.blocks} locale={locale} design={layout.currentVersion} title={page.title} />;
}
