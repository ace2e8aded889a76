import { routes } from '@/lib/api/routes';
import { presenceOperations as op } from '@/lib/presence/operations';

export const { POST } = routes(op.heartbeat);
