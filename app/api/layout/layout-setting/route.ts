import { routes } from '@/lib/api/routes';
import { settingsOperations as op } from '@/lib/settings/operations';

export const { POST } = routes(op.saveLayout);
