import { seedRoles } from '@/lib/auth/routes';
import type { MessageKey, Translate } from '@/lib/i18n/translate';

const seedTitles = new Map(seedRoles.map((r) => [r.name, r.title]));
const seedTitleKeys: Record<string, MessageKey> = {
  admin: 'Roles.seedTitles.admin',
  manager: 'Roles.seedTitles.manager',
  operational: 'Roles.seedTitles.operational',
  user: 'Roles.seedTitles.user',
};

/**
 * The title staff read. The seed's four roles keep their English titles in the database (the API and
 * the README name them so); while a seeded role still has its seed title, it is shown translated
 * (Roles.seedTitles.<name>). A title someone typed is shown as typed.
 */
export function roleDisplayTitle(role: { name: string | null; title: string | null }, t: Translate): string {
  if (!role.name) return role.title ?? '';
  const seedTitle = seedTitles.get(role.name);
  if (seedTitle !== undefined && seedTitle === role.title) return t(seedTitleKeys[role.name]);
  return role.title ?? role.name;
}
