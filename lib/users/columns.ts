import { users } from '@/db/schema';

/** How every read names a user: the keys and the three name columns (the session, lists, audit rows). */
export const userNameColumns = {
  id: users.id,
  uniqueKey: users.uniqueKey,
  name: users.name,
  lastName: users.lastName,
  fullName: users.fullName,
};
