import { routes } from '@/lib/api/routes';
import { newsletterOperations as op } from '@/lib/newsletter/operations';

export const { GET, POST } = routes(op.unsubscribeView, op.unsubscribe);
