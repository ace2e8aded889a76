import { redirect } from '@/i18n/navigation';
import { requireUser } from '@/lib/auth/current-user';
import { adminHomePath } from '@/lib/auth/routes';
import { localeOf } from '@/app/[locale]/_lib/locale';

/** /admin itself: the user's first admin page (not everyone holds the dashboard). */
export default async function AdminIndexPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const user = await requireUser();
  redirect({ href: adminHomePath(user.grants), locale });
}
