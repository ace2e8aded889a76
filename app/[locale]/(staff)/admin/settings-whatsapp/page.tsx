import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { sectionTitle } from '@/components/admin/section-title';
import { ActionToasts } from '@/components/admin/action-toasts';
import { WhatsappSettingsPanel } from '@/components/admin/settings/whatsapp-settings-panel';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: await sectionTitle('settings-whatsapp', locale) };
}

/** /admin/settings-whatsapp: the WhatsApp tab of the settings on a page of its own. */
export default async function SettingsWhatsappPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const user = await requireRoute('settings-whatsapp');
  const t = await getTranslations('Settings');
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <WhatsappSettingsPanel viewer={user} headingLevel={1} />
    </ActionToasts>
  );
}
