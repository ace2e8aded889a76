import { routes } from '@/lib/api/routes';
import { redirectOperations as op } from '@/lib/redirects/operations';

export const { POST } = routes(op.importCsv);
