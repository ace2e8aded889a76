import type { AdminRoute } from '@/lib/auth/routes';

/** Catalogue key under `Admin.nav` of each admin route (the route name in camelCase). */
export const adminNavKeys = {
  dashboard: 'dashboard',
  users: 'users',
  'list-of-articles': 'listOfArticles',
  compose: 'compose',
  'list-of-categories': 'listOfCategories',
  'settings-profile': 'settingsProfile',
  settings: 'settings',
  seo: 'seo',
  'list-leads': 'listLeads',
  'message-received': 'messageReceived',
  'settings-whatsapp': 'settingsWhatsapp',
  'layout-settings': 'layoutSettings',
} as const satisfies Record<AdminRoute, string>;
