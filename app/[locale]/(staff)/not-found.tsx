import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import { notFoundLocale } from '@/app/[locale]/_lib/locale';

// The locale comes from the params Next passes to a not-found's metadata, not from the request
// headers (a cached page may not read them): see (site)/not-found.tsx.
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(params), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// Rendered (with status 404) when a staff screen (admin, sign-in screens) calls notFound(), in the
// staff document. Public pages and unknown paths use (site)/not-found.tsx, in the site's frame.
export default function StaffNotFound() {
  return <NotFoundContent />;
}
