import { hashPassword, passwordProblem, verifyPassword } from '../../../server/web/passwords';

test('a hash verifies its own password only, and two hashes of one password differ (per-user salt)', async () => {
  const first = await hashPassword('correct horse battery');
  const second = await hashPassword('correct horse battery');
  expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  expect(first).not.toBe(second);
  await expect(verifyPassword('correct horse battery', first)).resolves.toBe(true);
  await expect(verifyPassword('correct horse batterY', first)).resolves.toBe(false);
  await expect(verifyPassword('correct horse battery', 'bcrypt$whatever')).resolves.toBe(false);
});

test('the same password typed in another Unicode form still matches (NFKC)', async () => {
  const hash = await hashPassword('passwört-ﬁle-2026');
  await expect(verifyPassword('passwo\u0308rt-file-2026', hash)).resolves.toBe(true);
});

test('password rules: at least 12, at most 256 characters', () => {
  expect(passwordProblem('x'.repeat(11))).toMatch(/at least 12/);
  expect(passwordProblem('x'.repeat(12))).toBeNull();
  expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
});
