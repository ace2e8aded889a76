import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { EmptyState } from '@/components/ui/empty-state';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  return { title: t('metaTitle') };
}

export default async function DashboardPage() {
  const user = await requireRoute('dashboard');
  const t = await getTranslations('Dashboard');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('welcome', { gender: user.gender ?? 'other', name: user.name })}
      </h1>
      <EmptyState
        title={t('reportsSoonTitle')}
        description={t('reportsSoonText')}
        className="bg-background"
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" />
          </svg>
        }
      />
    </div>
  );
}
