import { routes } from '@/lib/api/routes';
import { auditOperations as op } from '@/lib/audit/operations';

export const { GET } = routes(op.list);
