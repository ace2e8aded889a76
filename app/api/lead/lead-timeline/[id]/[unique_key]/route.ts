import { routes } from '@/lib/api/routes';
import { leadOperations as op } from '@/lib/leads/operations';

export const { GET } = routes(op.timeline);
