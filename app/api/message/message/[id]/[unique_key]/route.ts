import { routes } from '@/lib/api/routes';
import { messageOperations as op } from '@/lib/messages/operations';

export const { PUT, DELETE } = routes(op.update, op.remove);
