import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import { notFoundLocale } from '@/app/[locale]/_lib/locale';

// Next passes the segment's params to a not-found's metadata. The locale must come from them: these
// 404s are also rendered for cached (ISR) pages, where reading the request headers is not allowed,
// and the metadata is resolved before any layout has set the request locale.
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(params), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// Public 404s inside the site's header and footer: unknown paths (./[...rest]) and public pages that
// call notFound() (a missing article, an unknown FAQ product). Other sections keep
// app/[locale]/not-found.tsx. The content reads the locale the layouts set.
export default function SiteNotFound() {
  return <NotFoundContent inSiteFrame />;
}
