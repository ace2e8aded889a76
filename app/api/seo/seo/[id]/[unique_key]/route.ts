import { routes } from '@/lib/api/routes';
import { settingsOperations as op } from '@/lib/settings/operations';

export const { PUT, DELETE } = routes(op.updateSeo, op.removeSeo);
