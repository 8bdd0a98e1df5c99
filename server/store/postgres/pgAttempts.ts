import { hashSecret } from '../../accounts/users';
import type { AttemptCounter, AttemptLimit } from '../../web/attemptLimiter';
import type { Database } from './pool';

/** One throttle (`scope`: e.g. sign-in per email) in the database, counted across every server. */
export class PgAttempts implements AttemptCounter {
  constructor(
    private readonly db: Database,
    private readonly scope: string,
    private readonly limit: AttemptLimit,
    private readonly now: () => number,
  ) {}

  async take(key: string): Promise<number> {
    const [row] = await this.db.query<{ wait: number }>('SELECT bfc_take_attempt($1, $2, $3, $4, $5) AS wait', [
      this.scope,
      hashSecret(key),
      this.now(),
      this.limit.windowMs,
      this.limit.max,
    ]);
    return row.wait;
  }

  async giveBack(key: string): Promise<void> {
    await this.db.query('DELETE FROM attempts WHERE ctid = (SELECT ctid FROM attempts WHERE scope = $1 AND key_hash = $2 ORDER BY at DESC LIMIT 1)', [
      this.scope,
      hashSecret(key),
    ]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM attempts WHERE scope = $1 AND key_hash = $2', [this.scope, hashSecret(key)]);
  }
}
