import { routes } from '@/lib/api/routes';
import { reportOperations as op } from '@/lib/reports/operations';

export const { GET } = routes(op.leads);
