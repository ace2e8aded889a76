import { users } from '@/db/schema';

/** How every read names a user: the keys and the three name columns (the session, lists, audit rows). */
export const userNameColumns = {
  id: users.id,
  uniqueKey: users.uniqueKey,
  name: users.name,
  lastName: users.lastName,
  fullName: users.fullName,
};

/** The person behind a request, as a session or an API key resolves them (lib/auth/current-user). */
export const actorColumns = {
  ...userNameColumns,
  email: users.email,
  gender: users.gender,
  photo: users.photo,
  locale: users.locale,
  status: users.status,
};
