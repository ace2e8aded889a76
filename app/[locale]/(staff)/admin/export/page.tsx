import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { buttonClasses } from '@/components/ui/button';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Export' });
  return { title: t('title') };
}

/**
 * The full export (issue 34 §2), for administrators. A plain GET form: the browser downloads the zip
 * the API streams (GET /api/export/export.zip), with no script, and the page stays where it is.
 */
export default async function ExportPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await requireRoute('roles');
  const t = await getTranslations('Export');
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <form method="get" action="/api/export/export.zip" className="flex flex-col gap-4 rounded-lg border border-border p-4" data-testid="export-form">
        <div className="flex items-start gap-3">
          <input id="export-personal-data" type="checkbox" name="personal_data" value="true" aria-describedby="export-personal-data-hint" className="mt-1 size-4" />
          <div>
            <label htmlFor="export-personal-data" className="text-sm font-medium">
              {t('personalData')}
            </label>
            <p id="export-personal-data-hint" className="text-sm text-muted-foreground">
              {t('personalDataHint')}
            </p>
          </div>
        </div>
        <div>
          <button type="submit" className={buttonClasses()}>
            {t('download')}
          </button>
        </div>
      </form>
      <p className="text-sm text-muted-foreground">{t('restoreHint')}</p>
    </div>
  );
}
