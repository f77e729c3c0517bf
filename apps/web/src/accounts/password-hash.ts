/**
 * Password storage: PBKDF2-HMAC-SHA-256 with 600,000 iterations (OWASP's figure for it; NIST SP 800-132), a
 * 16-byte random salt and a 32-byte key, from node:crypto (no native add-on to build). The stored form names the
 * method and its cost (`pbkdf2-sha256$600000$salt$key`), so a later, stronger setting re-hashes on the next sign-in
 * (needsRehash). Runs on libuv's thread pool: hashing never blocks the event loop.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2 = promisify(crypto.pbkdf2);

export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'pbkdf2-sha256';

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await pbkdf2(password.normalize('NFKC'), salt, PBKDF2_ITERATIONS, KEY_BYTES, 'sha256');
  return `${PREFIX}$${PBKDF2_ITERATIONS}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Stored {
  iterations: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string | null | undefined): Stored | null {
  const match = /^pbkdf2-sha256\$(\d{1,8})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{32,128})$/.exec(stored ?? '');
  if (!match) return null;
  const iterations = Number(match[1]);
  if (iterations < 1) return null;
  return { iterations, salt: Buffer.from(match[2]!, 'base64url'), key: Buffer.from(match[3]!, 'base64url') };
}

/**
 * A stored hash of a password nobody knows: checking against it takes as long as checking a real one, so a
 * sign-in with an unknown address answers in the same time as one with a wrong password.
 */
const DUMMY = `${PREFIX}$${PBKDF2_ITERATIONS}$${crypto.randomBytes(SALT_BYTES).toString('base64url')}$${crypto
  .randomBytes(KEY_BYTES)
  .toString('base64url')}`;

/** Whether the password matches the stored hash (constant-time compare); a missing hash costs the same time. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  const used = parsed ?? parse(DUMMY)!;
  const key = await pbkdf2(password.normalize('NFKC'), used.salt, used.iterations, used.key.length, 'sha256');
  return parsed !== null && crypto.timingSafeEqual(key, used.key);
}

/** Whether a stored hash was made with a weaker setting than today's (re-hash it after a good sign-in). */
export const needsRehash = (stored: string | null | undefined): boolean =>
  (parse(stored)?.iterations ?? 0) < PBKDF2_ITERATIONS;
