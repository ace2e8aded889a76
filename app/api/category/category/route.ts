import { routes } from '@/lib/api/routes';
import { categoryOperations as op } from '@/lib/categories/operations';

export const { POST } = routes(op.create);
