import { ok } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getLatestLayout } from '@/lib/settings/queries';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async () => ok(await getLatestLayout()));
