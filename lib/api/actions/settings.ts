'use server';

import { getLayoutSettingForAdmin, type LayoutSettingRecord } from '@/lib/settings/queries';
import { settingsOperations as op } from '@/lib/settings/operations';
import { runActionWithData, type ActionOptions, type ActionResult } from '../action-result';
import { operationActionWithData } from '../operation-action';
import { serverAction } from '../server-action';

// The settings screens' server actions (WhatsApp, SEO, layout): the API's operations
// (lib/settings/operations.ts); the saved setting goes back to the form.

export const saveWhatsappSettingAction = operationActionWithData(op.saveWhatsapp);
export const createSeoSettingAction = operationActionWithData(op.createSeo);
export const updateSeoSettingAction = operationActionWithData(op.updateSeo);
export const deleteSeoSettingAction = operationActionWithData(op.removeSeo);
export const saveLayoutSettingAction = operationActionWithData(op.saveLayout);

const layoutLoadAction: ActionOptions = { route: 'layout-settings', logLabel: 'settings action failed', failureKey: 'Errors.layoutLoadFailed' };

/** The saved layout settings again (what another admin may have saved since the page opened): "Layout settings loaded". No API twin. */
export const loadLayoutSettingAction = serverAction(async (): Promise<ActionResult<LayoutSettingRecord>> => {
  return runActionWithData(async (user) => (await getLayoutSettingForAdmin(user)).setting, 'Success.layoutLoaded', layoutLoadAction);
}, layoutLoadAction);
