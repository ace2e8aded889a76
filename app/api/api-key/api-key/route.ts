import { routes } from '@/lib/api/routes';
import { apiKeyOperations as op } from '@/lib/api-keys/operations';

export const { POST } = routes(op.create);
