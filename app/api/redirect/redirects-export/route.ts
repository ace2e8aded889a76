import { routes } from '@/lib/api/routes';
import { redirectOperations as op } from '@/lib/redirects/operations';

export const { GET } = routes(op.exportCsv);
