import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Site.home' });
  return { title: t('metaTitle') };
}

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('Site.home');
  return (
    <section aria-labelledby="hero-title" className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
      <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('heroTitle')}
      </h1>
      <p className="text-lg text-muted-foreground">{t('heroText')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href="/blog" className={buttonClasses({ size: 'lg' })}>
          {t('readBlog')}
        </Link>
        <Link href="/login" className={buttonClasses({ size: 'lg', variant: 'ghost', className: 'border border-border' })}>
          {t('staffLogin')}
        </Link>
      </div>
    </section>
  );
}
