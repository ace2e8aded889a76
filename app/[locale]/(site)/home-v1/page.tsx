import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeBlocks } from '@/components/pages/home-blocks';
import { publicHomePage } from '@/lib/pages/public';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { homeMetadata } from '../_lib/home';

type Props = { params: Promise<{ locale: string }> };

// A preview of design v1 whatever version is in force: canonical on `/`, and kept out of search
// engines (it is not a spec route; the layout screen's thumbnail shows it).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { ...(await homeMetadata(locale, await publicLayout(), await publicHomePage(locale))), robots: { index: false, follow: false } };
}

/** /home-v1: the home page in design v1, always, the counterpart of /home-v2 for the layout screen's thumbnails. */
export default async function HomeV1Page({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <HomeBlocks page={await publicHomePage(locale)} locale={locale} design="v1" />;
}
