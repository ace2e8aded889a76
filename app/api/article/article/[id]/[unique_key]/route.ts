import { routes } from '@/lib/api/routes';
import { articleOperations as op } from '@/lib/articles/operations';

export const { PUT, DELETE } = routes(op.update, op.remove);
