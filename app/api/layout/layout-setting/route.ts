import { verbatim } from '@/lib/core/api-case';
import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { saveLayoutSetting } from '@/lib/settings/commands';
import { layoutSettingInputSchema } from '@/lib/settings/schema';

// POST /api/layout/layout-setting {current_version (or currentVersion), company_name?, logo_v1?, logo_v2?}:
// puts a new layout in force (answered like GET …/latest); 409 "Version already applied" when nothing
// changes; 500 "Error saving layout settings" when the database fails.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, layoutSettingInputSchema);
    const layout = await saveLayoutSetting(user, body);
    // Answered like GET …/latest, in the spelling spec §6 has clients read (data.currentVersion).
    return ok(verbatim(layout), { status: 201, message: t('Success.layoutSaved') });
  },
  { route: 'layout-settings' },
);
