import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

// Rendered (with status 404) when a page under [locale] calls notFound(), and for unknown paths
// through app/[locale]/[...rest]/page.tsx.
export default function LocaleNotFound() {
  return <NotFoundContent />;
}
