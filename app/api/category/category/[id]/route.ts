import { routes } from '@/lib/api/routes';
import { categoryOperations as op } from '@/lib/categories/operations';

export const { GET } = routes(op.read);
