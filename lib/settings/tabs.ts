import type { Grant } from '@/lib/auth/routes';

/** The tabs of /admin/settings (spec §2), in order, and the route that opens each one. */
export const settingsTabs = ['profile', 'whatsapp', 'seo', 'media'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTabRoutes: Record<SettingsTab, Grant> = {
  profile: 'settings-profile',
  whatsapp: 'settings-whatsapp',
  seo: 'seo',
  // Media settings ("Require alt text to publish", issue 31 §1): the site-wide settings grant.
  media: 'settings',
};

/** The tabs a viewer may open: those whose route one of their roles grants. */
export function visibleSettingsTabs(grants: readonly string[]): SettingsTab[] {
  return settingsTabs.filter((tab) => grants.includes(settingsTabRoutes[tab]));
}

/** The tab to show for `?tab=`: the one asked for when visible, else the first visible one, else none. */
export function chooseSettingsTab(requested: unknown, visible: readonly SettingsTab[]): SettingsTab | null {
  const asked = Array.isArray(requested) ? requested[0] : requested;
  return visible.find((tab) => tab === asked) ?? visible[0] ?? null;
}
