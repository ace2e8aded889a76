import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];

/**
 * Tabs as links (?tab=…, ?lang=…): each tab is a page of its own, so they work without JavaScript,
 * can be bookmarked and the back button returns to the previous tab. The active tab's panel follows.
 */
export function LinkTabs({
  label,
  idPrefix,
  tabs,
  active,
  panelTestId,
  children,
}: {
  label: string;
  /** Ids: `${idPrefix}-tab-${key}` for the tabs, `${idPrefix}-panel` for the panel. */
  idPrefix: string;
  tabs: readonly { key: string; label: string; href: Href }[];
  active: string;
  panelTestId: string;
  children: ReactNode;
}) {
  const panelId = `${idPrefix}-panel`;
  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1">
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <Link
              key={tab.key}
              id={tabId(tab.key)}
              role="tab"
              href={tab.href}
              aria-selected={selected}
              aria-current={selected ? 'page' : undefined}
              aria-controls={selected ? panelId : undefined}
              className={clsx(
                '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected ? 'border-primary text-primary dark:border-link dark:text-link' : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} data-testid={panelTestId}>
        {children}
      </div>
    </div>
  );
}
