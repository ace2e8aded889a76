import { routes } from '@/lib/api/routes';
import { faqOperations as op } from '@/lib/faq/operations';

export const { GET, PUT, DELETE } = routes(op.read, op.update, op.remove);
