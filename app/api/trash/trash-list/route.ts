import { routes } from '@/lib/api/routes';
import { trashOperations as op } from '@/lib/trash/operations';

export const { POST } = routes(op.list);
