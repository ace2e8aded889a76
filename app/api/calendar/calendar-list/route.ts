import { routes } from '@/lib/api/routes';
import { calendarOperations as op } from '@/lib/calendar/operations';

export const { POST } = routes(op.list);
