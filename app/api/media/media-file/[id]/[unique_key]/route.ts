import { routes } from '@/lib/api/routes';
import { mediaOperations as op } from '@/lib/media/operations';

export const { PUT } = routes(op.replace);
