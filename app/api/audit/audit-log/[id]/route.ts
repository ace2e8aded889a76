import { z } from 'zod';
import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { apiHandler } from '@/lib/api/handler';
import { getAuditEntry } from '@/lib/audit/queries';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

// GET /api/audit/audit-log/{id}: one entry with its details (before/after), secrets hidden.
export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw errors.notFound();
    const res = ok(await getAuditEntry(user, id.data));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
  { route: 'audit-log' },
);
