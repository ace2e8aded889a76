// npm run user:create -- --email a@b.com --password '…' --role admin [--name Ana --last-name Lima] [--status first-access]
// Creates (or, with the same email, resets the password and role of) a staff account from the shell:
// the way back in when nobody can sign in, and how end-to-end runs get accounts of each role.
import { parseArgs } from 'node:util';
import { loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string', default: 'Staff' },
      'last-name': { type: 'string', default: 'Member' },
      gender: { type: 'string' },
      status: { type: 'string', default: 'active' },
    },
  });
  if (!values.email || !values.password) {
    console.error('Usage: npm run user:create -- --email EMAIL --password PASSWORD [--role admin|manager|operational|user] [--name NAME] [--last-name NAME] [--status active|first-access]');
    process.exit(2);
  }
  const env = loadCliEnv();
  const handle = await openCliDb('user:create', env);
  try {
    const { migrate } = await import('../db/migrate');
    const { upsertStaffAccount } = await import('@/lib/users/staff-account');
    await migrate(handle);
    const result = await upsertStaffAccount(handle.db, {
      email: values.email,
      password: values.password,
      role: values.role ?? 'admin',
      name: values.name ?? 'Staff',
      lastName: values['last-name'] ?? 'Member',
      // Checked by the schema inside upsertStaffAccount.
      gender: values.gender as 'female' | 'male' | 'other' | undefined,
      status: values.status as 'active' | 'first-access',
    });
    console.log(`${result.created ? 'Created' : 'Updated'} ${result.email} with role ${values.role}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`user:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
