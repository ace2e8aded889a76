import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/env';

// The secret that signs sessions (Auth.js) and unsubscribe links. Set AUTH_SECRET in production on
// PostgreSQL (several instances must share it). On the embedded database a newcomer gets one
// generated once and kept in the data folder, so `npm start` works with no configuration.

let resolved: string | undefined;

function readSecretFile(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * AUTH_SECRET from the environment when set; otherwise the secret kept in `${DATA_DIR}/auth-secret`,
 * generated (48 random bytes, base64url, mode 0600) on first use. Throws, naming AUTH_SECRET, in
 * production on PostgreSQL without it. Memoised: later calls return the same value.
 */
export function resolveAuthSecret(): string {
  if (resolved) return resolved;
  // parseEnv, not the cached env(): the caller puts the result into process.env.AUTH_SECRET, and
  // env() must not have cached the environment from before that.
  const env = parseEnv();
  if (env.AUTH_SECRET) return (resolved = env.AUTH_SECRET);
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET is required when DATABASE_URL is set (generate one with: openssl rand -base64 48)');
  }

  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  const existing = readSecretFile(file);
  if (existing) return (resolved = existing);

  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process wrote it first: use theirs. An unusable (short) file is replaced.
    const theirs = readSecretFile(file);
    if (theirs) return (resolved = theirs);
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  console.warn(`AUTH_SECRET is not set: generated one and stored it in ${file} (keep that file private, or set AUTH_SECRET).`);
  return (resolved = secret);
}
