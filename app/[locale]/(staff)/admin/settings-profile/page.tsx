import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { ProfileSettings } from '@/components/admin/profile/profile-settings';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'MyProfile' });
  return { title: t('metaTitle') };
}

/** Own profile: details and photo, password change, active sessions (route settings-profile). */
export default async function SettingsProfilePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('settings-profile');
  const t = await getTranslations('MyProfile');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      </div>
      <ProfileSettings user={user} />
    </div>
  );
}
