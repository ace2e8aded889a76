import { routes } from '@/lib/api/routes';
import { articleOperations as op } from '@/lib/articles/operations';

export const { GET } = routes(op.revision);
