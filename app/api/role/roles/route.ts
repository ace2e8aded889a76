import { routes } from '@/lib/api/routes';
import { roleOperations as op } from '@/lib/roles/operations';

export const { GET, POST } = routes(op.list, op.create);
