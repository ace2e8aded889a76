import { routes } from '@/lib/api/routes';
import { spamOperations as op } from '@/lib/spam/operations';

export const dynamic = 'force-dynamic';

export const { GET, PUT } = routes(op.readSettings, op.saveSettings);
