import { routes } from '@/lib/api/routes';
import { uploadOperations as op } from '@/lib/uploads/operations';

export const { GET } = routes(op.file);
