import { routes } from '@/lib/api/routes';
import { navigationOperations as op } from '@/lib/navigation/operations';

export const dynamic = 'force-dynamic';

export const { GET, PUT } = routes(op.get, op.save);
