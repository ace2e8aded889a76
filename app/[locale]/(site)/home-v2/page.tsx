import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeBlocks } from '@/components/pages/home-blocks';
import { publicHomePage } from '@/lib/pages/public';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { homeMetadata } from '../_lib/home';

type Props = { params: Promise<{ locale: string }> };

// A preview of design v2 whatever version is in force; search engines are pointed at `/`.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return homeMetadata(locale, await publicLayout(), await publicHomePage(locale));
}

/** /home-v2: the home page in design v2, always (spec §2), so staff can see it before putting it in force. */
export default async function HomeV2Page({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <HomeBlocks page={await publicHomePage(locale)} locale={locale} design="v2" />;
}
