import { hashSecret } from '../accounts/users';

/**
 * Keys' secrets between "create" and the page that shows them, per session, for a few minutes,
 * and handed out once. The create form can then answer with a redirect, so reloading the page
 * never creates a second key. Kept as a list so that keys created in two tabs before either page
 * loads are both shown. `sessionId` is the session cookie's value, which only the browser holds.
 */
export type Reveal = { name: string; secret: string };

export interface KeyRevealStore {
  put(sessionId: string, reveal: Reveal): void | Promise<void>;
  take(sessionId: string): Reveal[] | Promise<Reveal[]>;
}

export const REVEAL_TTL_MS = 5 * 60_000;

/** In memory only (never written to disk): the embedded store's, one server per data directory. */
export class KeyReveals implements KeyRevealStore {
  private readonly pending = new Map<string, Array<Reveal & { expiresAt: number }>>();

  constructor(private readonly now: () => number) {}

  put(sessionId: string, reveal: Reveal): void {
    const now = this.now();
    const id = hashSecret(sessionId);
    for (const [held, reveals] of this.pending) if (reveals.every((r) => r.expiresAt <= now)) this.pending.delete(held);
    this.pending.set(id, [...(this.pending.get(id) ?? []), { ...reveal, expiresAt: now + REVEAL_TTL_MS }]);
  }

  take(sessionId: string): Reveal[] {
    const id = hashSecret(sessionId);
    const reveals = this.pending.get(id) ?? [];
    this.pending.delete(id);
    return reveals.filter((r) => r.expiresAt > this.now()).map(({ name, secret }) => ({ name, secret }));
  }
}
