import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Recognisable in logs and secret scanners; "live" leaves room for test keys later. */
export const KEY_PREFIX = 'bfc_live_';
const KEY_PATTERN = /^bfc_live_[A-Za-z0-9_-]{43,}$/;
/** How much of a key is kept in clear so an operator can tell keys apart. */
const VISIBLE_LENGTH = KEY_PREFIX.length + 4;

/** 32 random bytes (256 bits) as base64url: 43 characters after the prefix. */
export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function isWellFormedApiKey(candidate: string): boolean {
  return KEY_PATTERN.test(candidate);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function visiblePrefix(key: string): string {
  return key.slice(0, VISIBLE_LENGTH);
}

/** Both hashes are hex SHA-256 digests of equal length; the compare takes the same time for any pair. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newId(kind: 'acc' | 'key'): string {
  return `${kind}_${randomBytes(9).toString('base64url')}`;
}
