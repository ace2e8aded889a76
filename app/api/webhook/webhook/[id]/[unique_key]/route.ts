import { routes } from '@/lib/api/routes';
import { webhookOperations as op } from '@/lib/webhooks/operations';

export const { PUT, DELETE } = routes(op.update, op.remove);
