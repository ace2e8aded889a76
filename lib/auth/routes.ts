// Names stored in roles.active_routes: the spec's admin route names, plus capabilities that no page
// is named after. Rules test these names, never a role's name (roles are editable).

export const adminRoutes = [
  'dashboard',
  'users',
  'list-of-articles',
  'compose',
  'list-of-categories',
  'settings-profile',
  'settings',
  'seo',
  'list-leads',
  'message-received',
  'settings-whatsapp',
  'layout-settings',
] as const;
export type AdminRoute = (typeof adminRoutes)[number];

export const capabilities = ['roles', 'outbox', 'audit-log', 'articles-all', 'reports-all', 'api-keys', 'webhooks', 'code-injection', 'faq', 'pages', 'media', 'publish'] as const;
export type Capability = (typeof capabilities)[number];

export type Grant = AdminRoute | Capability;
export const allGrants: readonly Grant[] = [...adminRoutes, ...capabilities];

export function isGrant(value: string): value is Grant {
  return (allGrants as readonly string[]).includes(value);
}

/** The five access areas of the spec (§3), and the grants that make each one. */
export const accessAreas: Record<'dashboard' | 'article_management' | 'site_editor' | 'user_management' | 'settings', readonly Grant[]> = {
  dashboard: ['dashboard', 'reports-all'],
  article_management: ['list-of-articles', 'compose', 'publish', 'list-of-categories', 'articles-all', 'media'],
  site_editor: ['layout-settings', 'seo', 'settings-whatsapp', 'list-leads', 'message-received', 'webhooks', 'code-injection', 'faq', 'pages'],
  user_management: ['users', 'roles', 'audit-log', 'api-keys'],
  settings: ['settings', 'settings-profile', 'outbox'],
};

const without = (...excluded: Grant[]) => allGrants.filter((g) => !excluded.includes(g));

/** Roles created by the seed (documented in the README). */
export const seedRoles: { name: string; title: string; activeRoutes: readonly Grant[] }[] = [
  { name: 'admin', title: 'Administrator', activeRoutes: allGrants },
  { name: 'manager', title: 'Manager', activeRoutes: without('users', 'seo', 'layout-settings', 'roles', 'audit-log', 'api-keys', 'webhooks', 'code-injection') },
  {
    name: 'operational',
    title: 'Operational',
    activeRoutes: ['dashboard', 'list-of-articles', 'compose', 'publish', 'media', 'list-of-categories', 'message-received', 'list-leads', 'settings-profile'],
  },
  { name: 'user', title: 'User', activeRoutes: ['dashboard', 'settings-profile'] },
];

/** Every grant a user holds through any of their roles. */
export function grantsOf(roles: readonly { activeRoutes: readonly string[] }[]): Set<string> {
  return new Set(roles.flatMap((r) => r.activeRoutes));
}

/** A user may grant (put in a role, give a role) only what they hold themselves. */
export function canGrant(held: ReadonlySet<string>, wanted: readonly string[]): boolean {
  return wanted.every((g) => held.has(g));
}

export type AccessArea = keyof typeof accessAreas;

/** The access areas (§3) a set of grants opens: an area counts when any of its grants is held. */
export function accessAreasOf(grants: Iterable<string>): AccessArea[] {
  const held = new Set(grants);
  return (Object.keys(accessAreas) as AccessArea[]).filter((area) => accessAreas[area].some((g) => held.has(g)));
}

/**
 * The order in which a signed-in user's landing page is chosen: the overview first, then the daily
 * work (articles, inbox, leads), then the settings screens; their own profile last.
 */
const landingOrder: readonly AdminRoute[] = [
  'dashboard',
  'list-of-articles',
  'compose',
  'message-received',
  'list-leads',
  'list-of-categories',
  'users',
  'seo',
  'settings-whatsapp',
  'layout-settings',
  'settings',
  'settings-profile',
];

/** The first admin page a user may open, in landing order; null when they may open none. */
/** Capabilities with an admin page of their own: a role holding only them lands there, after every admin route. */
const capabilityPages = ['audit-log', 'outbox', 'api-keys', 'webhooks', 'faq', 'pages', 'media'] as const satisfies readonly Capability[];
export type LandingPage = AdminRoute | (typeof capabilityPages)[number];

export function adminHomeRoute(grants: Iterable<string>): LandingPage | null {
  const held = new Set(grants);
  return [...landingOrder, ...capabilityPages].find((r) => held.has(r)) ?? null;
}

/**
 * Where sign-in, first access, device verification, the proxy and the forbidden page send a user:
 * their first admin route (unlocalised path), or the forbidden page when they hold none, since any
 * admin page would only send them there.
 */
export function adminHomePath(grants: Iterable<string>): string {
  const route = adminHomeRoute(grants);
  return route ? `/admin/${route}` : '/error-forbidden';
}
