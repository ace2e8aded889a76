import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { searchParamsObject } from '@/lib/core/search-params';
import { chooseSettingsTab, visibleSettingsTabs } from '@/lib/settings/tabs';
import { sectionTitle } from '@/components/admin/section-title';
import { ActionToasts } from '@/components/admin/action-toasts';
import { ProfileSettings } from '@/components/admin/profile/profile-settings';
import { MediaSettingsPanel } from '@/components/admin/settings/media-settings-panel';
import { SeoSettingsPanel } from '@/components/admin/settings/seo-settings-panel';
import { SettingsTabs } from '@/components/admin/settings/settings-tabs';
import { WhatsappSettingsPanel } from '@/components/admin/settings/whatsapp-settings-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: await sectionTitle('settings', locale) };
}

/**
 * /admin/settings: profile, WhatsApp, SEO and media in tabs (spec §2). A tab shows only when the viewer
 * holds its own route; each panel's actions check that route again.
 */
export default async function SettingsPage({ params, searchParams }: Props) {
  setRequestLocale(await localeOf(params));
  const user = await requireRoute('settings');
  const t = await getTranslations('Settings');
  const tabs = visibleSettingsTabs(user.grants);
  const active = chooseSettingsTab(searchParamsObject(await searchParams).tab, tabs);

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {active ? (
          <SettingsTabs tabs={tabs} active={active}>
            {active === 'profile' && <ProfileSettings user={user} />}
            {active === 'whatsapp' && <WhatsappSettingsPanel viewer={user} headingLevel={2} />}
            {active === 'seo' && <SeoSettingsPanel viewer={user} headingLevel={2} />}
            {active === 'media' && <MediaSettingsPanel viewer={user} />}
          </SettingsTabs>
        ) : (
          <EmptyState title={t('noTabs.title')} description={t('noTabs.text')} />
        )}
      </div>
    </ActionToasts>
  );
}
