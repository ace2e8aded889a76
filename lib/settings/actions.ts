'use server';

import { serverAction } from '@/lib/api/server-action';
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

const whatsappAction = settingsAction('settings-whatsapp');
const seoAction = settingsAction('seo');
const layoutSaveAction = settingsAction('layout-settings', 'Errors.layoutSaveFailed');
const layoutLoadAction = settingsAction('layout-settings', 'Errors.layoutLoadFailed');

export const saveWhatsappSettingAction = serverAction(async (input: WhatsappSettingInput): Promise<SettingsActionResult<WhatsappSettingView>> => {
  return runActionWithData((user) => saveWhatsappSetting(user, input), 'Settings.whatsappSaved', whatsappAction);
}, whatsappAction);

export const createSeoSettingAction = serverAction(async (input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> => {
  return runActionWithData((user) => createSeoSetting(user, input), 'Success.seoCreated', seoAction);
}, seoAction);

export const updateSeoSettingAction = serverAction(async (id: number, uniqueKey: string, input: SeoSettingInput): Promise<SettingsActionResult<SeoSettingView>> => {
  return runActionWithData((user) => updateSeoSetting(user, { id, uniqueKey }, input), 'Success.seoUpdated', seoAction);
}, seoAction);

export const deleteSeoSettingAction = serverAction(async (id: number, uniqueKey: string): Promise<SettingsActionResult<SeoSettingView>> => {
  return runActionWithData((user) => deleteSeoSetting(user, { id, uniqueKey }), 'Settings.seoDeleted', seoAction);
}, seoAction);

export const saveLayoutSettingAction = serverAction(async (input: LayoutSettingInput): Promise<SettingsActionResult<LayoutSettingRecord>> => {
  return runActionWithData((user) => saveLayoutSetting(user, input), 'Success.layoutSaved', layoutSaveAction);
}, layoutSaveAction);

/** The saved layout settings again (what another admin may have saved since the page opened): "Layout settings loaded". */
export const loadLayoutSettingAction = serverAction(async (): Promise<SettingsActionResult<LayoutSettingRecord>> => {
  return runActionWithData(
    async (user) => (await getLayoutSettingForAdmin(user)).setting,
    'Success.layoutLoaded',
    layoutLoadAction,
  );
}, layoutLoadAction);
