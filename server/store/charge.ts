import { countConversion } from '../accounts/conversionHistory';
import type { AccountCounters } from './counterFile';
import type { Reservation } from './types';

/**
 * Spends the reservation's unit in `counters` and returns the change's inverse, run if the write
 * that carries it fails. An inverse rather than a snapshot: other charges of the same account may
 * join the same write, and each failed one takes back only its own unit (run in reverse order).
 */
export function applyCharge(counters: AccountCounters, reservation: Reservation): () => void {
  const undoQuota = spendUnit(counters, reservation);
  counters.daily = countConversion(counters.daily, reservation.day);
  return () => {
    undoQuota();
    const left = (counters.daily?.[reservation.day] ?? 1) - 1;
    if (left > 0) counters.daily![reservation.day] = left;
    else delete counters.daily?.[reservation.day];
  };
}

function spendUnit(counters: AccountCounters, reservation: Reservation): () => void {
  if (reservation.source === 'credit') {
    counters.creditsSpent += 1;
    return () => void (counters.creditsSpent -= 1);
  }
  const before = counters.quota;
  if (before.key === reservation.quotaKey) before.used += 1;
  else if (!isLaterPeriod(before.key, reservation.quotaKey)) counters.quota = { key: reservation.quotaKey, used: 1 };
  // Otherwise the reservation's period ended while the conversion ran: its count no longer matters.
  else return () => undefined;
  return () => {
    if (counters.quota.key !== reservation.quotaKey) return;
    counters.quota.used -= 1;
    // The first unit of a new period goes back to the period before it.
    if (counters.quota.used === 0 && before !== counters.quota) counters.quota = before;
  };
}

/** Period keys of one kind (YYYY-MM-DD or YYYY-MM) sort by time. */
function isLaterPeriod(current: string, other: string): boolean {
  return current.length === other.length && current > other;
}
