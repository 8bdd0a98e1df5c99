import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashGate } from './hashGate';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto, so no native add-on to build).
 * Stored form: `scrypt$N$r$p$<salt b64url>$<hash b64url>`; the parameters travel with the hash
 * so they can be raised later without invalidating existing passwords.
 */

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export const PASSWORD_MIN_LENGTH = 12;
// A cap keeps one request from making the server hash megabytes.
export const PASSWORD_MAX_LENGTH = 256;

/**
 * scrypt runs on libuv's thread pool (4 threads), which the store's file writes also wait on: 400
 * sign-ins at once queued every write behind 400 hashes (a conversion took 37.8 s instead of
 * 0.26 s). One hash at a time leaves the other threads to the writes and a core to the
 * conversions; 32 more may wait (a few seconds), and beyond that the page answers 503.
 */
const hashing = new HashGate(1, 32);

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is exactly too small for N=2^15, r=8.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return hashing.run(
    () => new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );
}

/** Throws HashingBusyError (answer 503) when too many hashes are already waiting. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Unknown emails still cost one hash, so response time does not reveal which emails have accounts.
// The stored form only has to look real: a random salt and hash, checked exactly like a password.
const decoy = ['scrypt', COST.N, COST.r, COST.p, randomBytes(SALT_BYTES).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$');
export async function spendDecoyHash(password: string): Promise<void> {
  await verifyPassword(password, decoy);
}

/** Why the password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}
