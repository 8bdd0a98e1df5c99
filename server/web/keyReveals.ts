/**
 * A key's secret between "create" and the page that shows it: kept in memory only (never written to
 * disk), for one session, for a few minutes, and handed out once. The create form can then answer
 * with a redirect, so reloading the page never creates a second key.
 */
export type Reveal = { name: string; secret: string };

const REVEAL_TTL_MS = 5 * 60_000;

export class KeyReveals {
  private readonly pending = new Map<string, Reveal & { expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  put(sessionIdHash: string, reveal: Reveal): void {
    for (const [id, r] of this.pending) if (r.expiresAt <= this.now()) this.pending.delete(id);
    this.pending.set(sessionIdHash, { ...reveal, expiresAt: this.now() + REVEAL_TTL_MS });
  }

  take(sessionIdHash: string): Reveal | undefined {
    const reveal = this.pending.get(sessionIdHash);
    this.pending.delete(sessionIdHash);
    return reveal && reveal.expiresAt > this.now() ? { name: reveal.name, secret: reveal.secret } : undefined;
  }
}
