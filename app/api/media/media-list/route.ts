import { routes } from '@/lib/api/routes';
import { mediaOperations as op } from '@/lib/media/operations';

export const { POST } = routes(op.list);
