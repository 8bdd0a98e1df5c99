/**
 * Keys' secrets between "create" and the page that shows them: kept in memory only (never written
 * to disk), per session, for a few minutes, and handed out once. The create form can then answer
 * with a redirect, so reloading the page never creates a second key. Kept as a list so that keys
 * created in two tabs before either page loads are both shown.
 */
export type Reveal = { name: string; secret: string };

const REVEAL_TTL_MS = 5 * 60_000;

export class KeyReveals {
  private readonly pending = new Map<string, Array<Reveal & { expiresAt: number }>>();

  constructor(private readonly now: () => number) {}

  put(sessionIdHash: string, reveal: Reveal): void {
    const now = this.now();
    for (const [id, reveals] of this.pending) if (reveals.every((r) => r.expiresAt <= now)) this.pending.delete(id);
    this.pending.set(sessionIdHash, [...(this.pending.get(sessionIdHash) ?? []), { ...reveal, expiresAt: now + REVEAL_TTL_MS }]);
  }

  take(sessionIdHash: string): Reveal[] {
    const reveals = this.pending.get(sessionIdHash) ?? [];
    this.pending.delete(sessionIdHash);
    return reveals.filter((r) => r.expiresAt > this.now()).map(({ name, secret }) => ({ name, secret }));
  }
}
