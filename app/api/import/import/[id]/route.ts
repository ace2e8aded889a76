import { routes } from '@/lib/api/routes';
import { importOperations as op } from '@/lib/import/operations';

export const { GET } = routes(op.read);
