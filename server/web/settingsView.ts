import type { Request } from 'express';
import { listKeys } from '../accounts/admin';
import { utcDay, utcMonth } from '../accounts/periods';
import type { Account } from '../store/types';
import type { WebContext } from './context';
import type { SignedIn } from './sessions';
import type { SettingsView } from './views/settingsPage';
import type { DailyCount } from './views/usageChart';

const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

/** Gathers what the settings page shows from the live store and the admin data. */
export async function buildSettingsView(
  ctx: WebContext,
  req: Request,
  signedIn: SignedIn,
  account: Account,
  messages: Pick<SettingsView, 'newKeys' | 'notice' | 'error'>,
): Promise<SettingsView> {
  const now = ctx.config.now();
  const usage = await ctx.store.usage(account, now, ctx.config.plans, ctx.config.rateLimits);
  const daily = await ctx.store.dailyConversions(account.id);
  const days: DailyCount[] = Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = utcDay(now - (CHART_DAYS - 1 - i) * DAY_MS);
    return { day, count: daily[day] ?? 0 };
  });
  const month = utcMonth(now);
  return {
    csrfToken: signedIn.session.csrfToken,
    email: signedIn.user.email,
    plan: account.plan,
    quota: usage.quota,
    conversionsToday: daily[utcDay(now)] ?? 0,
    conversionsThisMonth: Object.entries(daily).reduce((sum, [day, count]) => (day.startsWith(month) ? sum + count : sum), 0),
    credits: usage.credits.balance,
    rate: usage.rate,
    keys: (await listKeys(ctx.accounts, account.name))
      .filter((k) => !k.revokedAt)
      .map(({ id, name, prefix, createdAt, lastUsedAt }) => ({ id, name, prefix, createdAt, lastUsedAt })),
    days,
    baseUrl: `${req.protocol}://${req.get('host')}`,
    now,
    ...messages,
  };
}
