import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listPublicSeo } from '@/lib/settings/queries';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async () => ok(await listPublicSeo()));
