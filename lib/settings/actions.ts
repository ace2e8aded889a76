'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import type { Grant } from '@/lib/auth/routes';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { createSeoSetting, deleteSeoSetting, saveLayoutSetting, saveWhatsappSetting, updateSeoSetting } from './commands';
import type { SeoSettingView, WhatsappSettingView } from './present';
import type { LayoutSettingRecord } from './queries';
import type { LayoutSettingInput, SeoSettingInput, WhatsappSettingInput } from './schema';

// Server actions of the settings screens (WhatsApp, SEO, layout). Each checks its route (requireRoute
// redirects, so it runs outside the try/catch) and calls the same command as the API.

export interface SettingsActionResult<T = undefined> {
  ok: boolean;
  message: string;
  /** Translated messages by field (phone, message, button_color, head, body, company_name …). */
  fieldErrors?: Record<string, string>;
  /** VERSION_ALREADY_APPLIED … */
  errorCode?: string;
  data?: T;
}

async function run<T>(
  route: Grant,
  work: (user: CurrentUser) => Promise<T>,
  successKey: string,
  failureKey = 'Errors.actionFailed',
): Promise<SettingsActionResult<T>> {
  const user = await requireRoute(route);
  const t = translator(await getLocale());
  try {
    const data = await work(user);
    return { ok: true, message: t(successKey), data };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error, route }, 'settings action failed');
      return { ok: false, message: t(failureKey) };
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

export async function saveWhatsappSettingAction(input: WhatsappSettingInput): Promise<SettingsActionResult<WhatsappSettingView>> {
  return run('settings-whatsapp', (user) => saveWhatsappSetting(user, input), 'Settings.whatsappSaved');
}

export async function createSeoSettingAction(input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> {
  return run('seo', (user) => createSeoSetting(user, input), 'Success.seoCreated');
}

export async function updateSeoSettingAction(id: number, uniqueKey: string, input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> {
  return run('seo', (user) => updateSeoSetting(user, { id, uniqueKey }, input), 'Success.seoUpdated');
}

export async function deleteSeoSettingAction(id: number, uniqueKey: string): Promise<SettingsActionResult<SeoSettingView>> {
  return run('seo', (user) => deleteSeoSetting(user, { id, uniqueKey }), 'Settings.seoDeleted');
}

export async function saveLayoutSettingAction(input: LayoutSettingInput): Promise<SettingsActionResult<LayoutSettingRecord>> {
  return run('layout-settings', (user) => saveLayoutSetting(user, input), 'Success.layoutSaved', 'Errors.layoutSaveFailed');
}
