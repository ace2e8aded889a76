import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { saveWhatsappSetting } from '@/lib/settings/commands';
import { presentPublicWhatsapp } from '@/lib/settings/present';
import { getLatestWhatsapp } from '@/lib/settings/queries';
import { whatsappSettingInputSchema } from '@/lib/settings/schema';

export const dynamic = 'force-dynamic';

// GET /api/whatsapp/whatsapp-setting (public): {phone, message, button_color} in force, or null.
export const GET = apiHandler(async () => {
  const setting = await getLatestWhatsapp();
  return ok(setting ? presentPublicWhatsapp(setting) : null);
});

// PUT /api/whatsapp/whatsapp-setting {phone, message, button_color?}: a new setting in force at once;
// answers it with {id, created_at, created_by}.
export const PUT = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, whatsappSettingInputSchema);
    const setting = await saveWhatsappSetting(user, body);
    return ok(setting, { message: t('Settings.whatsappSaved') });
  },
  { route: 'settings-whatsapp' },
);
