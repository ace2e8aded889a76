import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeV2 } from '@/components/home/home-v2';
import { homeArticles } from '@/lib/home/queries';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { homeMetadata } from '../_lib/home';

type Props = { params: Promise<{ locale: string }> };

// A preview of design v2 whatever version is in force; search engines are pointed at `/`.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return homeMetadata(locale, await publicLayout());
}

/** /home-v2: home in design v2, always (spec §2), so staff can see it before putting it in force. */
export default async function HomeV2Page({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <HomeV2 locale={locale} articles={await homeArticles(locale)} />;
}
