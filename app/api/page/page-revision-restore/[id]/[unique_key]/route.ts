import { routes } from '@/lib/api/routes';
import { pageOperations as op } from '@/lib/pages/operations';

export const { PUT } = routes(op.restoreRevision);
