import { routes } from '@/lib/api/routes';
import { categoryOperations as op } from '@/lib/categories/operations';

export const { PUT } = routes(op.changeStatus);
