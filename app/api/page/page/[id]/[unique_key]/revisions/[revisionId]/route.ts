import { routes } from '@/lib/api/routes';
import { pageOperations as op } from '@/lib/pages/operations';

export const { GET } = routes(op.revision);
