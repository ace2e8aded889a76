import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SettingsTab } from '@/lib/settings/tabs';
import { LinkTabs } from '@/components/admin/link-tabs';

/**
 * The tabs of /admin/settings as links (?tab=…): each is a page of its own, so they work without
 * JavaScript, can be bookmarked and the back button returns to the previous tab.
 */
export async function SettingsTabs({ tabs, active, children }: { tabs: readonly SettingsTab[]; active: SettingsTab; children: ReactNode }) {
  const t = await getTranslations('Settings.tabs');
  return (
    <LinkTabs
      label={t('label')}
      idPrefix="settings"
      tabs={tabs.map((tab) => ({ key: tab, label: t(tab), href: { pathname: '/admin/settings', query: { tab } } }))}
      active={active}
      panelTestId={`settings-panel-${active}`}
    >
      {children}
    </LinkTabs>
  );
}
