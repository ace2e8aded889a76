import { routes } from '@/lib/api/routes';
import { articleOperations as op } from '@/lib/articles/operations';

export const { POST } = routes(op.bulk);
