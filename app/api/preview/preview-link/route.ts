import { routes } from '@/lib/api/routes';
import { previewOperations as op } from '@/lib/previews/operations';

export const { POST } = routes(op.create);
