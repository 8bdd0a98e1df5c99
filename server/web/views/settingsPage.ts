import { html, type SafeHtml } from '../html';
import { alerts, csrfField, layout } from './layout';
import { usageChart, type DailyCount } from './usageChart';

export interface KeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface RateWindowView {
  limit: number;
  remaining: number;
  resetAt: number;
}

export interface SettingsView {
  csrfToken: string;
  email: string;
  plan: 'free' | 'pro';
  /** The plan's allowance: per UTC day on the free plan, per UTC month on Pro. */
  quota: { period: 'day' | 'month'; limit: number; used: number; left: number; resetAt: number };
  conversionsToday: number;
  conversionsThisMonth: number;
  credits: number;
  rate: { minute: RateWindowView; day: RateWindowView };
  keys: KeyView[];
  /** Keys created a moment ago; their secrets are shown this once. */
  newKeys: { name: string; secret: string }[];
  days: DailyCount[];
  /** Where this server answers, for the example request. */
  baseUrl: string;
  now: number;
  error?: string;
  notice?: string;
}

const number = (n: number) => n.toLocaleString('en-US');

function dateTime(iso: string | number): string {
  // Fixed format in UTC, because the server does not know the reader's time zone.
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function untilText(resetAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((resetAt - now) / 60_000));
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `in ${hours} h`;
  return `on ${new Date(resetAt).toISOString().slice(0, 10)}`;
}

function usageSection(v: SettingsView): SafeHtml {
  const planLine = v.plan === 'pro' ? `${number(v.quota.limit)} conversions a month` : `${number(v.quota.limit)} free conversions a day`;
  const quotaLabel = v.quota.period === 'day' ? 'Free conversions left today' : 'Plan quota left this month';
  return html`<section class="card" aria-labelledby="usage-heading">
  <h2 id="usage-heading">Plan and usage</h2>
  <dl class="stats">
    <div class="stat"><dt>Plan</dt><dd>${v.plan === 'pro' ? 'Pro' : 'Free'}<small>${planLine}</small></dd></div>
    <div class="stat"><dt>${quotaLabel}</dt><dd>${number(v.quota.left)} of ${number(v.quota.limit)}
      <meter min="0" max="${v.quota.limit}" value="${v.quota.used}" aria-label="Quota used">${v.quota.used} used</meter>
      <small>${number(v.quota.used)} used · resets ${untilText(v.quota.resetAt, v.now)}</small></dd></div>
    <div class="stat"><dt>Conversions today</dt><dd>${number(v.conversionsToday)}<small>UTC day</small></dd></div>
    <div class="stat"><dt>Conversions this month</dt><dd>${number(v.conversionsThisMonth)}<small>UTC month</small></dd></div>
    <div class="stat"><dt>Credits</dt><dd>${number(v.credits)}<small>spent after the plan's quota</small></dd></div>
    <div class="stat"><dt>Rate limit</dt><dd>${number(v.rate.minute.remaining)} of ${number(v.rate.minute.limit)}<small>requests left this minute</small>
      <small>${number(v.rate.day.remaining)} of ${number(v.rate.day.limit)} left today</small></dd></div>
  </dl>
</section>`;
}

function newKeySection(key: { name: string; secret: string }, i: number): SafeHtml {
  // The first key's ids carry no number, so the page a single key creates has stable anchors.
  const id = (base: string) => (i === 0 ? base : `${base}-${i + 1}`);
  return html`<section class="card new-key" aria-labelledby="${id('new-key-heading')}">
  <h2 id="${id('new-key-heading')}">Your new API key “${key.name}”</h2>
  <p>Copy it now and keep it secret: this is the only time it is shown.</p>
  <div class="secret">
    <code id="${id('new-key-secret')}">${key.secret}</code>
    <button type="button" class="secondary" data-copy-target="${id('new-key-secret')}" aria-describedby="${id('copy-status')}" hidden>Copy key<span class="visually-hidden"> ${key.name}</span></button>
  </div>
  <p id="${id('copy-status')}" class="muted" role="status" aria-live="polite"></p>
</section>`;
}

function keyRow(k: KeyView, csrfToken: string): SafeHtml {
  return html`<tr>
    <td data-label="Name">${k.name}</td>
    <td data-label="Key"><code>${k.prefix}…</code></td>
    <td data-label="Created">${dateTime(k.createdAt)}</td>
    <td data-label="Last used">${k.lastUsedAt ? dateTime(k.lastUsedAt) : html`<span class="muted">never</span>`}</td>
    <td class="key-actions"><div class="actions">
      <form method="post" action="/settings/keys/${k.id}/revoke" data-confirm="Revoke “${k.name}”? Programs using it stop working at once.">
        ${csrfField(csrfToken)}
        <button type="submit" class="danger">Revoke<span class="visually-hidden"> ${k.name}</span></button>
      </form>
      <details>
        <summary>Rename<span class="visually-hidden"> ${k.name}</span></summary>
        <form method="post" action="/settings/keys/${k.id}/rename" class="inline-form">
          ${csrfField(csrfToken)}
          <div class="field">
            <label for="rename-${k.id}">New name</label>
            <input id="rename-${k.id}" name="name" type="text" required maxlength="80" value="${k.name}">
          </div>
          <button type="submit" class="secondary">Save name</button>
        </form>
      </details>
    </div></td>
  </tr>`;
}

function keysSection(v: SettingsView): SafeHtml {
  return html`<section class="card" aria-labelledby="keys-heading">
  <h2 id="keys-heading">API keys</h2>
  ${
    v.keys.length === 0
      ? html`<p>No active keys. Create one to call the API.</p>`
      : html`<table class="keys">
    <caption class="visually-hidden">Active API keys</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${v.keys.map((k) => keyRow(k, v.csrfToken))}</tbody>
  </table>`
  }
  <form method="post" action="/settings/keys" class="inline-form create-key">
    ${csrfField(v.csrfToken)}
    <div class="field">
      <label for="key-name">Name of a new key</label>
      <span class="hint" id="key-name-hint">Say where it is used, e.g. “n8n production”.</span>
      <input id="key-name" name="name" type="text" required maxlength="80" aria-describedby="key-name-hint">
    </div>
    <button type="submit">Create key</button>
  </form>
</section>`;
}

function exampleSection(v: SettingsView): SafeHtml {
  return html`<section class="card" aria-labelledby="example-heading">
  <h2 id="example-heading">Call the API</h2>
  <pre><code>curl -H "Authorization: Bearer YOUR_API_KEY" \\
  -F "file=@statement.pdf" \\
  ${v.baseUrl}/api/v1/convert</code></pre>
</section>`;
}

export function settingsPage(v: SettingsView): string {
  return layout(
    { title: 'Settings', csrfToken: v.csrfToken, signedInAs: v.email },
    html`<h1>Account settings</h1>
${alerts(v)}
${v.newKeys.map(newKeySection)}
${usageSection(v)}
<section class="card" aria-labelledby="chart-heading">
  <h2 id="chart-heading">Conversions, last 30 days</h2>
  ${usageChart(v.days)}
</section>
${keysSection(v)}
${exampleSection(v)}`,
  );
}
