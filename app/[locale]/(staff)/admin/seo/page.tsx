import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { sectionTitle } from '@/components/admin/section-title';
import { ActionToasts } from '@/components/admin/action-toasts';
import { ConsentSettingsPanel } from '@/components/admin/settings/consent-settings-panel';
import { SeoSettingsPanel } from '@/components/admin/settings/seo-settings-panel';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: await sectionTitle('seo', locale) };
}

/** /admin/seo: the SEO tab of the settings on a page of its own, and the consent banner the entries' scripts wait for. */
export default async function SeoPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const user = await requireRoute('seo');
  const t = await getTranslations('Settings');
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-12">
        <SeoSettingsPanel viewer={user} headingLevel={1} />
        <ConsentSettingsPanel viewer={user} />
      </div>
    </ActionToasts>
  );
}
