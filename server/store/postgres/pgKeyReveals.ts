import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { hashSecret } from '../../accounts/users';
import { REVEAL_TTL_MS, type KeyRevealStore, type Reveal } from '../../web/keyReveals';
import type { Database } from './pool';

/**
 * A new key's secret on its way to the page after the redirect, which another server may answer.
 * Sealed with AES-256-GCM under a key derived from the session cookie's value: the database holds
 * only the cookie's hash, so neither it nor a copy of it can open the secret; the browser's next
 * request brings the cookie and takes it (once).
 */
export class PgKeyReveals implements KeyRevealStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async put(sessionId: string, reveal: Reveal): Promise<void> {
    const now = this.now();
    await this.db.query('DELETE FROM key_reveals WHERE expires_at <= $1', [now]);
    await this.db.query('INSERT INTO key_reveals (session_hash, name, sealed, expires_at) VALUES ($1, $2, $3, $4)', [
      hashSecret(sessionId),
      reveal.name,
      seal(sessionId, reveal.secret),
      now + REVEAL_TTL_MS,
    ]);
  }

  async take(sessionId: string): Promise<Reveal[]> {
    const rows = await this.db.query<{ name: string; sealed: Buffer; expires_at: string }>(
      'DELETE FROM key_reveals WHERE session_hash = $1 RETURNING name, sealed, expires_at',
      [hashSecret(sessionId)],
    );
    const now = this.now();
    return rows.filter((r) => Number(r.expires_at) > now).map((r) => ({ name: r.name, secret: unseal(sessionId, r.sealed) }));
  }
}

const keyOf = (sessionId: string) => createHash('sha256').update(`bfc-key-reveal:${sessionId}`, 'utf8').digest();

function seal(sessionId: string, secret: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionId), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unseal(sessionId: string, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionId), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}
