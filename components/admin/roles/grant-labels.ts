import { accessAreas, isGrant, type AccessArea, type Capability, type Grant } from '@/lib/auth/routes';
import { adminNavKeys } from '@/components/admin/nav-keys';
import type { Translate } from '@/lib/i18n/translate';

/** Catalogue key under `Roles.capabilities` (and `Roles.capabilityHints`) of each capability. */
export const capabilityKeys = {
  roles: 'roles',
  outbox: 'outbox',
  'audit-log': 'auditLog',
  'articles-all': 'articlesAll',
  'reports-all': 'reportsAll',
  'api-keys': 'apiKeys',
  webhooks: 'webhooks',
  'code-injection': 'codeInjection',
  faq: 'faq',
  pages: 'pages',
  media: 'media',
  publish: 'publish',
} as const satisfies Record<Capability, string>;

/** Catalogue key under `Roles.areas` of each access area (§3). */
export const areaKeys = {
  dashboard: 'dashboard',
  article_management: 'articleManagement',
  site_editor: 'siteEditor',
  user_management: 'userManagement',
  settings: 'settings',
} as const satisfies Record<AccessArea, string>;

export const accessAreaList = Object.keys(accessAreas) as AccessArea[];

function isCapability(grant: Grant): grant is Capability {
  return grant in capabilityKeys;
}

/** A grant's label: the sidebar's name for an admin route, the roles page's name for a capability. */
export function grantLabel(grant: string, t: Translate): string {
  if (!isGrant(grant)) return grant;
  return isCapability(grant) ? t(`Roles.capabilities.${capabilityKeys[grant]}`) : t(`Admin.nav.${adminNavKeys[grant]}`);
}

/**
 * Grants that reach further than their page: `seo` puts its holder's markup on every public page, and
 * `code-injection` lets that markup run as code in every staff visitor's session (README, "Security").
 * The role editor says so beside the checkbox.
 */
export const powerfulGrantKeys: Partial<Record<Grant, 'seo' | 'codeInjection'>> = { seo: 'seo', 'code-injection': 'codeInjection' };

/** A sentence saying what a capability opens (admin routes need none: their page says it). */
export function grantHint(grant: Grant, t: Translate): string | undefined {
  return isCapability(grant) ? t(`Roles.capabilityHints.${capabilityKeys[grant]}`) : undefined;
}

/** The warning shown beside a powerful grant, if it is one. */
export function grantWarning(grant: Grant, t: Translate): string | undefined {
  const key = powerfulGrantKeys[grant];
  return key ? t(`Roles.grantWarnings.${key}`) : undefined;
}

export function areaLabel(area: AccessArea, t: Translate): string {
  return t(`Roles.areas.${areaKeys[area]}`);
}
