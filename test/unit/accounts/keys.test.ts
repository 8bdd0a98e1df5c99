import { generateApiKey, hashApiKey, hashesEqual, isWellFormedApiKey, visiblePrefix } from '../../../server/accounts/keys';

test('keys carry the recognisable prefix and 256 random bits', () => {
  const key = generateApiKey();
  expect(key).toMatch(/^bfc_live_[A-Za-z0-9_-]{43}$/);
  expect(isWellFormedApiKey(key)).toBe(true);
  expect(generateApiKey()).not.toBe(key);
});

test('malformed candidates are recognised without a lookup', () => {
  expect(isWellFormedApiKey('bfc_live_short')).toBe(false);
  expect(isWellFormedApiKey('sk_live_' + 'a'.repeat(43))).toBe(false);
  expect(isWellFormedApiKey('bfc_live_' + 'a'.repeat(42) + '!')).toBe(false);
});

test('only a hash and a short prefix describe a stored key', () => {
  const key = generateApiKey();
  expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashesEqual(hashApiKey(key), hashApiKey(key))).toBe(true);
  expect(hashesEqual(hashApiKey(key), hashApiKey(generateApiKey()))).toBe(false);
  expect(visiblePrefix(key)).toBe(key.slice(0, 13));
});
