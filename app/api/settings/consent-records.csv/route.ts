import { routes } from '@/lib/api/routes';
import { consentOperations as op } from '@/lib/consent/operations';

export const { GET } = routes(op.exportRecords);
