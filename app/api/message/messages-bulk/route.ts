import { routes } from '@/lib/api/routes';
import { messageOperations as op } from '@/lib/messages/operations';

export const { POST } = routes(op.bulk);
