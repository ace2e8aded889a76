import { routes } from '@/lib/api/routes';
import { redirectOperations as op } from '@/lib/redirects/operations';

export const { GET, PUT, DELETE } = routes(op.read, op.update, op.remove);
