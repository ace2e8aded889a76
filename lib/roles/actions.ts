'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { createRole, deleteRole, updateRole } from './commands';
import type { RoleInput, RoleUpdateInput } from './schema';

// Server actions of the roles page. requireRoute('users') redirects (outside the try/catch); the
// commands check the `roles` capability and every other rule, as they do for the API.

export interface RoleActionResult {
  ok: boolean;
  message: string;
  /** Translated messages by field (name, title, active_routes). */
  fieldErrors?: Record<string, string>;
  /** ROLE_NAME_TAKEN, ROLE_IN_USE, CANNOT_GRANT, LAST_USERS_MANAGER … */
  errorCode?: string;
}

async function run(work: (user: CurrentUser) => Promise<unknown>, successKey: string): Promise<RoleActionResult> {
  const user = await requireRoute('users');
  const t = translator(await getLocale());
  try {
    await work(user);
    return { ok: true, message: t(successKey) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error }, 'role action failed');
      return { ok: false, message: t('Errors.actionFailed') };
    }
    const fieldErrors = error.options.fieldErrors?.length
      ? Object.fromEntries(error.options.fieldErrors.map((f) => [f.field, t(f.messageKey)]))
      : undefined;
    return {
      ok: false,
      message: t(error.messageKey, error.options.values),
      ...(fieldErrors && { fieldErrors }),
      ...(error.options.errorCode && { errorCode: error.options.errorCode }),
    };
  }
}

export async function createRoleAction(input: RoleInput): Promise<RoleActionResult> {
  return run((user) => createRole(user, input), 'Roles.success.created');
}

export async function updateRoleAction(id: number, uniqueKey: string, input: RoleUpdateInput): Promise<RoleActionResult> {
  return run((user) => updateRole(user, { id, uniqueKey }, input), 'Roles.success.updated');
}

export async function deleteRoleAction(id: number, uniqueKey: string): Promise<RoleActionResult> {
  return run((user) => deleteRole(user, { id, uniqueKey }), 'Roles.success.deleted');
}
