'use server';

import { runActionWithData, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import type { Grant } from '@/lib/auth/routes';
import type { MessageKey } from '@/lib/i18n/translate';
import { createSeoSetting, deleteSeoSetting, saveLayoutSetting, saveWhatsappSetting, updateSeoSetting } from './commands';
import type { SeoSettingView, WhatsappSettingView } from './present';
import { getLayoutSettingForAdmin, type LayoutSettingRecord } from './queries';
import type { LayoutSettingInput, SeoSettingInput, WhatsappSettingInput } from './schema';

// Server actions of the settings screens (WhatsApp, SEO, layout): each checks its own route and calls
// the same command as the API; the saved setting goes back to the form.

/** fieldErrors by phone, message, button_color, head, body, company_name …; errorCode VERSION_ALREADY_APPLIED … */
export type SettingsActionResult<T = undefined> = ActionResult<T>;

function settingsAction(route: Grant, failureKey?: MessageKey): ActionOptions {
  return { route, logLabel: 'settings action failed', failureKey };
}

export async function saveWhatsappSettingAction(input: WhatsappSettingInput): Promise<SettingsActionResult<WhatsappSettingView>> {
  return runActionWithData((user) => saveWhatsappSetting(user, input), 'Settings.whatsappSaved', settingsAction('settings-whatsapp'));
}

export async function createSeoSettingAction(input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> {
  return runActionWithData((user) => createSeoSetting(user, input), 'Success.seoCreated', settingsAction('seo'));
}

export async function updateSeoSettingAction(id: number, uniqueKey: string, input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> {
  return runActionWithData((user) => updateSeoSetting(user, { id, uniqueKey }, input), 'Success.seoUpdated', settingsAction('seo'));
}

export async function deleteSeoSettingAction(id: number, uniqueKey: string): Promise<SettingsActionResult<SeoSettingView>> {
  return runActionWithData((user) => deleteSeoSetting(user, { id, uniqueKey }), 'Settings.seoDeleted', settingsAction('seo'));
}

export async function saveLayoutSettingAction(input: LayoutSettingInput): Promise<SettingsActionResult<LayoutSettingRecord>> {
  return runActionWithData((user) => saveLayoutSetting(user, input), 'Success.layoutSaved', settingsAction('layout-settings', 'Errors.layoutSaveFailed'));
}

/** The saved layout settings again (what another admin may have saved since the page opened): "Layout settings loaded". */
export async function loadLayoutSettingAction(): Promise<SettingsActionResult<LayoutSettingRecord>> {
  return runActionWithData(
    async (user) => (await getLayoutSettingForAdmin(user)).setting,
    'Success.layoutLoaded',
    settingsAction('layout-settings', 'Errors.layoutLoadFailed'),
  );
}
