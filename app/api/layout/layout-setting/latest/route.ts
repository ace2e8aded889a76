import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { loadLayoutSetting } from '@/lib/settings/queries';

export const dynamic = 'force-dynamic';

// GET /api/layout/layout-setting/latest (public): {id, currentVersion, companyName, logo, logoV1, logoV2,
// updatedAt, created_at, created_by}; 500 "Error loading layout settings" when the database fails.
export const GET = apiHandler(async () => ok(await loadLayoutSetting()));
