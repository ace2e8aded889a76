import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createUser } from '@/lib/users/commands';
import { presentUser } from '@/lib/users/present';
import { jsonObjectSchema } from '@/lib/users/request-body';

// POST /api/user/user {name, last_name, email, position, permission, gender?, cpf, phone, biography?,
// photo?, created_by?, created_by_unique_key?} → 201 with the user in status first-access and
// `first_access_password`: the only answer that ever carries it (only its hash is stored).
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, jsonObjectSchema);
    const created = await createUser(user, body);
    const res = ok({ ...presentUser(created.user), firstAccessPassword: created.firstAccessPassword }, { status: 201, message: t('Success.userCreated') });
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
  { route: 'users' },
);
