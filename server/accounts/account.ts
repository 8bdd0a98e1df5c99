export type Plan = 'free' | 'pro';
export const PLANS: readonly Plan[] = ['free', 'pro'];

/** Operator-owned: written by the admin commands only (see store/adminFile.ts). */
export type Account = {
  id: string;
  name: string;
  plan: Plan;
  /** Pro only; null means the server's default Pro quota. */
  monthlyQuota: number | null;
  /** Every credit ever granted; the balance is this minus what the server has spent. */
  creditsGranted: number;
  createdAt: string;
};
