import { routes } from '@/lib/api/routes';
import { healthOperations as op } from '@/lib/health/operations';

export const dynamic = 'force-dynamic';

export const { GET } = routes(op.health);
