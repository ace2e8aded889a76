import { routes } from '@/lib/api/routes';
import { settingsOperations as op } from '@/lib/settings/operations';

export const dynamic = 'force-dynamic';

export const { GET, POST } = routes(op.listSeo, op.createSeo);
