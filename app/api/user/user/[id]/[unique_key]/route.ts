import { routes } from '@/lib/api/routes';
import { userOperations as op } from '@/lib/users/operations';

export const { PUT, DELETE } = routes(op.update, op.remove);
