import { routes } from '@/lib/api/routes';
import { exportOperations as op } from '@/lib/export/operations';

export const { GET } = routes(op.download);
