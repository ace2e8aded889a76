import { routes } from '@/lib/api/routes';
import { webhookOperations as op } from '@/lib/webhooks/operations';

export const { POST } = routes(op.redeliver);
