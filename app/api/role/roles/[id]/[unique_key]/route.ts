import { routes } from '@/lib/api/routes';
import { roleOperations as op } from '@/lib/roles/operations';

export const { PUT, DELETE } = routes(op.update, op.remove);
