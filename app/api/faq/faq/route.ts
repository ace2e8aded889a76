import { routes } from '@/lib/api/routes';
import { faqOperations as op } from '@/lib/faq/operations';

export const { POST } = routes(op.create);
