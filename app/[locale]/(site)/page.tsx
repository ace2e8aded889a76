import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeV1 } from '@/components/home/home-v1';
import { HomeV2 } from '@/components/home/home-v2';
import { homeArticles } from '@/lib/home/queries';
import { jsonLd } from '@/lib/seo/metadata';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { homeMetadata, organizationData } from './_lib/home';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return homeMetadata(locale, await publicLayout());
}

/**
 * `/`: the design version in force (the newest layout setting; v1 when none or when it cannot be
 * read, with a warning — spec §4). Cached until the layout or an article changes.
 */
export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [layout, articles] = await Promise.all([publicLayout(), homeArticles(locale)]);
  const Design = layout.currentVersion === 'v2' ? HomeV2 : HomeV1;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organizationData(locale, layout)) }} />
      <Design locale={locale} articles={articles} />
    </>
  );
}
