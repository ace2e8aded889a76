import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { roles, userGenders, userRoles, users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { emailPattern } from '@/lib/format/email';
import { checkPassword } from '@/lib/format/password';

const staffAccountSchema = z.object({
  email: z.string().trim().regex(emailPattern, 'invalid email').transform((v) => v.toLowerCase()),
  password: z.string().refine((p) => checkPassword(p).length === 0, 'the password needs 8+ characters with a number, a special character, a lower- and an upper-case letter'),
  role: z.string().min(1),
  name: z.string().trim().min(1),
  lastName: z.string().trim().default(''),
  gender: z.enum(userGenders).optional(),
  /** 'first-access': the user must choose their own password at the first sign-in. */
  status: z.enum(['active', 'first-access']).default('active'),
});

/** Creates a staff account (active, or first-access) with one role, or resets the password, role and status of an existing one; in one transaction. */
export async function upsertStaffAccount(db: Db, input: z.input<typeof staffAccountSchema>): Promise<{ created: boolean; email: string; id: number }> {
  const data = staffAccountSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, data.role)).limit(1);
    if (!role) throw new Error(`there is no role named "${data.role}"`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, data.email)).limit(1);
    let id: number;
    if (existing) {
      id = existing.id;
      await tx.update(users).set({ passwordHash, status: data.status, passwordChangedAt: new Date() }).where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          uniqueKey: randomUUID(),
          name: data.name,
          lastName: data.lastName,
          fullName: `${data.name} ${data.lastName}`.trim(),
          email: data.email,
          status: data.status,
          passwordHash,
          gender: data.gender ?? null,
        })
        .returning({ id: users.id });
      id = row.id;
    }
    await tx.insert(userRoles).values({ userId: id, roleId: role.id });
    return { created: !existing, email: data.email, id };
  });
}
