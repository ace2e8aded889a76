import { routes } from '@/lib/api/routes';
import { mediaOperations as op } from '@/lib/media/operations';

export const { GET, PUT, DELETE } = routes(op.read, op.update, op.remove);
