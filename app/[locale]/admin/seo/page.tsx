import type { Metadata } from 'next';
import { requireRoute } from '@/lib/auth/current-user';
import { ComingSoon, sectionTitle } from '@/components/admin/coming-soon';
import { localeOf } from '@/app/[locale]/_lib/locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: await sectionTitle('seo', locale) };
}

export default async function SeoPage() {
  await requireRoute('seo');
  return <ComingSoon route="seo" />;
}
