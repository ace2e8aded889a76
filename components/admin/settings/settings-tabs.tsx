import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import type { SettingsTab } from '@/lib/settings/tabs';

const panelId = 'settings-panel';
const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;

/**
 * The tabs of /admin/settings as links (?tab=…): each is a page of its own, so they work without
 * JavaScript, can be bookmarked and the back button returns to the previous tab.
 */
export async function SettingsTabs({ tabs, active, children }: { tabs: readonly SettingsTab[]; active: SettingsTab; children: ReactNode }) {
  const t = await getTranslations('Settings.tabs');
  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label={t('label')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1">
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <Link
              key={tab}
              id={tabId(tab)}
              role="tab"
              href={{ pathname: '/admin/settings', query: { tab } }}
              aria-selected={selected}
              aria-current={selected ? 'page' : undefined}
              aria-controls={selected ? panelId : undefined}
              className={clsx(
                '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected ? 'border-primary text-primary dark:border-link dark:text-link' : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              )}
            >
              {t(tab)}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} data-testid={`settings-panel-${active}`}>
        {children}
      </div>
    </div>
  );
}
