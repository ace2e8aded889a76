import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { MediaLibrary } from '@/components/admin/media/media-library';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Media');
  return { title: t('title') };
}

/** The media library (issue 31): every upload, described, searched, replaced and deleted. */
export default async function MediaPage() {
  const user = await requireRoute('media');
  const t = await getTranslations('Media');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      {/* Deleting needs `settings` too (the API checks it again). */}
      <MediaLibrary canDelete={user.grants.includes('settings')} />
    </div>
  );
}
