import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { buttonClasses } from '@/components/ui/button';
import { notFoundLocale } from '@/app/[locale]/_lib/locale';

// The locale comes from the params Next passes to a not-found's metadata (never the request headers:
// the profile pages are cached).
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(params), namespace: 'Errors' });
  return { title: t('noAuthors'), robots: { index: false } };
}

// An unknown author, an inactive account or one with nothing published: "No authors found" (§8),
// inside the site's frame. The content reads the locale the layouts set.
export default async function ProfileNotFound() {
  const [t, errors] = await Promise.all([getTranslations('Profile'), getTranslations('Errors')]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center" data-testid="profile-not-found">
      <h1 className="text-3xl font-bold tracking-tight">{errors('noAuthors')}</h1>
      <p className="text-muted-foreground">{t('notFoundText')}</p>
      <Link href="/blog" className={buttonClasses({ variant: 'primary', className: 'mt-2' })}>
        {t('backToBlog')}
      </Link>
    </section>
  );
}
