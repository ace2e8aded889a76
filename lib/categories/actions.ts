'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { changeCategoryStatus, createCategory, deleteCategory, updateCategory } from './commands';
import type { CategoryInput } from './schema';

// Server actions of the category page. Each checks the route (requireRoute redirects outside the
// try/catch) and calls the same command as the API.

export interface CategoryActionResult {
  ok: boolean;
  message: string;
  /** Translated messages by field (name, description, image, text_color, background_color). */
  fieldErrors?: Record<string, string>;
  /** CATEGORY_IN_USE, CATEGORY_ONLY_CATEGORY … */
  errorCode?: string;
}

async function run(work: (user: CurrentUser) => Promise<unknown>, successKey: string): Promise<CategoryActionResult> {
  const user = await requireRoute('list-of-categories');
  const t = translator(await getLocale());
  try {
    await work(user);
    return { ok: true, message: t(successKey) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error }, 'category action failed');
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

export async function createCategoryAction(input: CategoryInput): Promise<CategoryActionResult> {
  return run((user) => createCategory(user, input), 'Success.categoryCreated');
}

export async function updateCategoryAction(id: number, uniqueKey: string, input: CategoryInput): Promise<CategoryActionResult> {
  return run((user) => updateCategory(user, { id, uniqueKey }, input), 'Success.categoryUpdated');
}

export async function changeCategoryStatusAction(id: number, uniqueKey: string, status: string): Promise<CategoryActionResult> {
  return run((user) => changeCategoryStatus(user, { id, uniqueKey }, { status }), 'Success.categoryStatusChanged');
}

export async function deleteCategoryAction(id: number, uniqueKey: string, detach: boolean): Promise<CategoryActionResult> {
  return run((user) => deleteCategory(user, { id, uniqueKey }, { detach }), 'Success.categoryDeleted');
}
