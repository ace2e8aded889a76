import { routes } from '@/lib/api/routes';
import { importOperations as op } from '@/lib/import/operations';

export const { POST } = routes(op.start);
