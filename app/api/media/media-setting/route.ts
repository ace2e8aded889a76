import { routes } from '@/lib/api/routes';
import { mediaSettingOperations as op } from '@/lib/media/setting-operations';

export const dynamic = 'force-dynamic';

export const { GET, PUT } = routes(op.read, op.save);
