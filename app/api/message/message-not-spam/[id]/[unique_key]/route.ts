import { routes } from '@/lib/api/routes';
import { messageOperations as op } from '@/lib/messages/operations';

export const { PUT } = routes(op.notSpam);
