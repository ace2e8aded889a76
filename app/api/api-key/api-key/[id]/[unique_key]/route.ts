import { routes } from '@/lib/api/routes';
import { apiKeyOperations as op } from '@/lib/api-keys/operations';

export const { DELETE } = routes(op.revoke);
