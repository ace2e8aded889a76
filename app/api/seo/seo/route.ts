import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createSeoSetting } from '@/lib/settings/commands';
import { listSeoSettings } from '@/lib/settings/queries';
import { seoSettingInputSchema } from '@/lib/settings/schema';

export const dynamic = 'force-dynamic';

// GET /api/seo/seo: every SEO entry with its keys (the public list is GET /api/seo/public-seo).
export const GET = apiHandler(async ({ user }) => ok(await listSeoSettings(user)), { route: 'seo' });

// POST /api/seo/seo {head?, body?}: at least one; head holds script, style, noscript, meta and link tags.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, seoSettingInputSchema);
    const setting = await createSeoSetting(user, body);
    return ok(setting, { status: 201, message: t('Success.seoCreated') });
  },
  { route: 'seo' },
);
