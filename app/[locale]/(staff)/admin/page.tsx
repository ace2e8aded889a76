import { redirect } from '@/i18n/navigation';
import { localeOf } from '@/app/[locale]/_lib/locale';

export default async function AdminIndexPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  redirect({ href: '/admin/dashboard', locale });
}
