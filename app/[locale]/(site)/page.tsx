import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeBlocks } from '@/components/pages/home-blocks';
import { publicHomePage } from '@/lib/pages/public';
import { jsonLd } from '@/lib/seo/metadata';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { homeMetadata, organizationData } from './_lib/home';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return homeMetadata(locale, await publicLayout(), await publicHomePage(locale));
}

/**
 * `/`: the language's home page (issue 30 §1) in the design version in force (the newest layout
 * setting; v1 when none or when it cannot be read, with a warning — spec §4). Cached until the
 * layout, a page or an article changes.
 */
export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [layout, page] = await Promise.all([publicLayout(), publicHomePage(locale)]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organizationData(locale, layout)) }} />
      <HomeBlocks page={page} locale={locale} design={layout.currentVersion} />
    </>
  );
}
