import { verbatim } from '@/lib/core/api-case';
import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { loadLayoutSetting } from '@/lib/settings/queries';

export const dynamic = 'force-dynamic';

// GET /api/layout/layout-setting/latest (public): {id, currentVersion, companyName, logo, logoV1, logoV2,
// updatedAt, created_at, created_by}; 500 "Error loading layout settings" when the database fails.
// Spelled as spec §6 has clients read it (data.currentVersion), not in the API's snake_case.
export const GET = apiHandler(async () => ok(verbatim(await loadLayoutSetting())));
