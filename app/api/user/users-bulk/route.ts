import { routes } from '@/lib/api/routes';
import { userOperations as op } from '@/lib/users/operations';

export const { POST } = routes(op.bulk);
