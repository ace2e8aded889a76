import { routes } from '@/lib/api/routes';
import { authOperations as op } from '@/lib/auth/operations';

export const { POST } = routes(op.totpDisable);
