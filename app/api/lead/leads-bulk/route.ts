import { routes } from '@/lib/api/routes';
import { leadOperations as op } from '@/lib/leads/operations';

export const { POST } = routes(op.bulk);
