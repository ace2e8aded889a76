import { routes } from '@/lib/api/routes';
import { userOperations as op } from '@/lib/users/operations';

export const dynamic = 'force-dynamic';

export const { GET } = routes(op.publicProfile);
