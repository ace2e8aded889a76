import { routes } from '@/lib/api/routes';
import { mailOperations as op } from '@/lib/mail/operations';

export const { GET } = routes(op.outbox);
