import { routes } from '@/lib/api/routes';
import { pageOperations as op } from '@/lib/pages/operations';

export const { GET, PUT, DELETE } = routes(op.get, op.update, op.remove);
