import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@/lib/format/password';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The schemas refuse longer passwords with a message; these guards make sure no path hashes one.
export function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) return Promise.reject(new RangeError('password too long to hash'));
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the answer time the same (no account enumeration).
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0A!');
  return dummyHash;
}
