import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteSeoSetting, updateSeoSetting } from '@/lib/settings/commands';
import { seoSettingInputSchema } from '@/lib/settings/schema';

type Params = { id: string; unique_key: string };

// PUT /api/seo/seo/{id}/{unique_key} {head?, body?}
export const PUT = apiHandler<Params>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, seoSettingInputSchema);
    const setting = await updateSeoSetting(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(setting, { message: t('Success.seoUpdated') });
  },
  { route: 'seo' },
);

// DELETE /api/seo/seo/{id}/{unique_key}: the entry's markup leaves every public page.
export const DELETE = apiHandler<Params>(
  async ({ params, user, t }) => {
    const setting = await deleteSeoSetting(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(setting, { message: t('Settings.seoDeleted') });
  },
  { route: 'seo' },
);
