import { Low } from 'lowdb';
import { hashesEqual } from '../accounts/keys';
import { chooseSource, quotaOf, PlanRules } from '../accounts/entitlement';
import { emptyRateState, rateStatus, takeRequest, RateLimits } from '../accounts/rateLimit';
import { adminFileVersion, readAdminData } from './adminFile';
import { applyCharge } from './charge';
import { countersAtStart, emptyCounters } from './counterData';
import { CounterFile, type AccountCounters, type CounterData } from './counterFile';
import { dataFiles, ensureDataDir } from './dataDir';
import { acquireLock } from './lockFile';
import { removeLeftoverTemps } from './storeFile';
import type { DailyConversions } from '../accounts/conversionHistory';
import { utcDay } from '../accounts/periods';
import type { Account, ApiKeyRecord, Reservation, Store, Usage } from './types';

export { readCounters } from './counterData';
export type { AccountCounters, CounterData };

type Pending = { quota: Map<string, number>; credits: number };

/**
 * The embedded store: admin.json (read-only here, reloaded when an admin command replaces it) and
 * server.json (written only by this process, which holds server.lock). Every decision runs
 * synchronously on the in-memory data, so concurrent requests cannot interleave inside one; the
 * write is awaited before the method resolves.
 */
export class LowdbStore implements Store {
  private adminVersion = '';
  private readonly adminFile: string;
  private accounts = new Map<string, Account>();
  private keysByHash = new Map<string, ApiKeyRecord>();
  /** Units held by conversions in flight; never persisted, since an unanswered request owes nothing. */
  private pending = new Map<string, Pending>();
  /** The ids of the reservations not yet committed or released: each is settled once. */
  private held = new Set<number>();
  private nextReservationId = 1;
  /** The write on its way to disk, and the one every change made meanwhile waits for (see persist). */
  private writing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** What takes back each change that waits for the queued write, should that write fail. */
  private undos: (() => void)[] = [];
  /** performance.now() when the last successful write ended. */
  private lastWriteOkAt = -Infinity;

  private constructor(
    private readonly dataDir: string,
    private readonly db: Low<CounterData>,
    private readonly releaseLock: () => void,
  ) {
    this.adminFile = dataFiles(dataDir).admin;
  }

  /** Takes the data directory's writer lock; throws LockHeldError if another server has it. */
  static async open(dataDir: string): Promise<LowdbStore> {
    ensureDataDir(dataDir);
    const files = dataFiles(dataDir);
    const releaseLock = acquireLock(files.serverLock);
    try {
      removeLeftoverTemps(files.counters);
      const counters = countersAtStart(dataDir);
      const db = new Low<CounterData>(new CounterFile(files.counters), counters ?? emptyCounters());
      // From the first start on, a missing server.json is a lost one (see countersAtStart).
      if (!counters) await db.write();
      return new LowdbStore(dataDir, db, releaseLock);
    } catch (err) {
      releaseLock();
      throw err;
    }
  }

  async findKey(hash: string, now: number) {
    this.refreshAdmin();
    const key = this.keysByHash.get(hash);
    if (!key || !hashesEqual(key.hash, hash)) return undefined;
    const account = this.accounts.get(key.accountId);
    if (!account) return undefined;
    // Kept in memory and written with the next change: a lost last-use time costs nothing.
    this.db.data.keysLastUsed[key.id] = new Date(now).toISOString();
    return { key, account };
  }

  async takeRequest(accountId: string, now: number, limits: RateLimits) {
    const counters = this.countersOf(accountId);
    const decision = takeRequest(counters.rate, now, limits);
    counters.rate = decision.state;
    // Not written here: the request's answer waits for the next write (a 402's and a failed
    // conversion's for flush(), a 200's for its charge's), so a count a crash loses belongs to a
    // request nobody was answered, and a successful conversion costs one write instead of two.
    return decision;
  }

  async reserveUnit(account: Account, now: number, rules: PlanRules): Promise<Reservation | undefined> {
    const quota = quotaOf(account, now, rules);
    const counters = this.countersOf(account.id);
    const pending = this.pendingOf(account.id);
    const used = counters.quota.key === quota.key ? counters.quota.used : 0;
    const quotaLeft = quota.limit - used - (pending.quota.get(quota.key) ?? 0);
    const creditsLeft = account.creditsGranted - counters.creditsSpent - pending.credits;
    const source = chooseSource(quotaLeft, creditsLeft);
    if (!source) return undefined;
    if (source === 'quota') pending.quota.set(quota.key, (pending.quota.get(quota.key) ?? 0) + 1);
    else pending.credits += 1;
    this.held.add(this.nextReservationId);
    return { id: this.nextReservationId++, accountId: account.id, source, quotaKey: quota.key, day: utcDay(now) };
  }

  /**
   * A transaction: the unit is spent in memory, written, and taken back in memory if the write
   * fails (see startWrite), so a conversion answered 500 costs nothing, now or once the disk
   * recovers. The reservation is settled here whatever the outcome: a releaseUnit after a failed
   * commit finds nothing to give back.
   *
   * The answer's fate is decided after the write: `answerable` is asked once the charge is on disk.
   * A client that hung up while it was written never gets the result, so it is not charged: the
   * charge is taken back by a second write and false returned (no answer is written). A client
   * that leaves after that check, while its answer is on the wire, stays charged: nothing tells a
   * server whether the bytes it wrote arrived.
   */
  async commitUnit(reservation: Reservation, answerable: () => boolean = () => true): Promise<boolean> {
    if (!this.unhold(reservation)) throw new Error(`Reservation ${reservation.id} was already committed or released.`);
    const counters = this.countersOf(reservation.accountId);
    const undo = applyCharge(counters, reservation);
    await this.persist(undo);
    if (answerable()) return true;
    undo();
    // Should the refund's write fail, the charge on disk stands and memory says so again.
    await this.persist(() => void applyCharge(counters, reservation));
    return false;
  }

  async releaseUnit(reservation: Reservation) {
    this.unhold(reservation);
  }

  async usage(account: Account, now: number, rules: PlanRules, limits: RateLimits): Promise<Usage> {
    const quota = quotaOf(account, now, rules);
    const counters = this.countersOf(account.id);
    const used = counters.quota.key === quota.key ? counters.quota.used : 0;
    return {
      quota: { ...quota, used, left: Math.max(0, quota.limit - used) },
      credits: { balance: Math.max(0, account.creditsGranted - counters.creditsSpent) },
      rate: rateStatus(counters.rate, now, limits),
    };
  }

  async dailyConversions(accountId: string): Promise<DailyConversions> {
    return { ...this.db.data.counters[accountId]?.daily };
  }

  flush(): Promise<void> {
    return this.persist();
  }

  /**
   * A write that succeeded under a second ago answers for it; otherwise server.json is written
   * now (joining any write queued), so a disk that filled up or turned read-only while the server
   * was idle is seen, and one that recovered too, without a caller having to be refused first.
   */
  async checkWritable(): Promise<void> {
    if (performance.now() - this.lastWriteOkAt < 1000) return;
    await this.persist();
  }

  async close() {
    try {
      await this.persist();
    } finally {
      this.releaseLock();
    }
  }

  /**
   * Group commit. server.json holds every account's counters, so one write costs a serialisation of
   * all of them; written once per counted request, a flood of requests spent its time there. Every
   * change made while a write is on its way joins the next write, which serialises the data as it
   * is when it starts: each caller still resolves only once its own change is on disk. (Writing
   * synchronously once per event-loop turn was tried: less CPU per request, but the loop then
   * waited on the file system, 3 ms a write on average, and a flood of 402s was answered slower.)
   */
  private persist(undo?: () => void): Promise<void> {
    if (undo) this.undos.push(undo);
    this.queued ??= (this.writing ?? Promise.resolve()).then(
      () => this.startWrite(),
      () => this.startWrite(),
    );
    return this.queued;
  }

  /**
   * A failed write's changes are taken back before the next write starts (this runs first among
   * the failed write's callbacks), so no later write puts on disk what its callers were told failed.
   */
  private startWrite(): Promise<void> {
    this.queued = undefined;
    const undos = this.undos;
    this.undos = [];
    const write: Promise<void> = this.db
      .write()
      .then(() => void (this.lastWriteOkAt = performance.now()))
      .catch((err: unknown) => {
        for (const undo of undos.reverse()) undo();
        throw err;
      })
      .finally(() => {
        if (this.writing === write) this.writing = undefined;
      });
    this.writing = write;
    return write;
  }

  /** Picks up admin changes on the next request: one stat per request, a re-read only after a change. */
  private refreshAdmin() {
    const version = adminFileVersion(this.adminFile);
    if (version === this.adminVersion) return;
    let admin;
    try {
      admin = readAdminData(this.dataDir);
    } catch (err) {
      // Only a hand edit can break the file (the commands replace it atomically): keep serving
      // with the last good version rather than refusing every caller.
      console.error(`admin.json could not be read, still using the previous version: ${(err as Error).message}`);
      this.adminVersion = version;
      return;
    }
    this.accounts = new Map(admin.accounts.map((a) => [a.id, a]));
    this.keysByHash = new Map(admin.keys.map((k) => [k.hash, k]));
    this.adminVersion = version;
  }

  private countersOf(accountId: string): AccountCounters {
    const all = this.db.data.counters;
    all[accountId] ??= { creditsSpent: 0, quota: { key: '', used: 0 }, rate: emptyRateState() };
    return all[accountId];
  }

  private pendingOf(accountId: string): Pending {
    let pending = this.pending.get(accountId);
    if (!pending) this.pending.set(accountId, (pending = { quota: new Map(), credits: 0 }));
    return pending;
  }

  /** Gives the held unit back to the account's pool; false if the reservation was settled before. */
  private unhold(reservation: Reservation): boolean {
    if (!this.held.delete(reservation.id)) return false;
    const pending = this.pendingOf(reservation.accountId);
    if (reservation.source === 'credit') pending.credits -= 1;
    else {
      const left = (pending.quota.get(reservation.quotaKey) ?? 1) - 1;
      if (left > 0) pending.quota.set(reservation.quotaKey, left);
      else pending.quota.delete(reservation.quotaKey);
    }
    return true;
  }
}
