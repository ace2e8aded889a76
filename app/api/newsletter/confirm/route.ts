import { routes } from '@/lib/api/routes';
import { newsletterOperations as op } from '@/lib/newsletter/operations';

export const { POST } = routes(op.confirm);
