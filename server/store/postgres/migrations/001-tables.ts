/**
 * Everything that is state: accounts with their counters, keys, quota per period, conversions per
 * day, the minute window's requests, reservations in flight, people, sessions, invitations.
 * Times the request path compares (rate window, reservation expiry) are epoch milliseconds from
 * the server's clock, like the embedded store's; the others are timestamptz.
 */
export const TABLES = `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN ('free', 'pro')),
  monthly_quota bigint CHECK (monthly_quota >= 0),
  credits_granted bigint NOT NULL DEFAULT 0 CHECK (credits_granted >= 0),
  credits_spent bigint NOT NULL DEFAULT 0,
  rate_day text NOT NULL DEFAULT '',
  rate_day_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  prefix text NOT NULL,
  hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX api_keys_account ON api_keys (account_id);

-- Quota units spent per period: a UTC day (YYYY-MM-DD) for free, a UTC month (YYYY-MM) for Pro.
CREATE TABLE quota_usage (
  account_id text NOT NULL REFERENCES accounts (id),
  period text NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (account_id, period)
);

CREATE TABLE daily_conversions (
  account_id text NOT NULL REFERENCES accounts (id),
  day text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (account_id, day)
);

-- The minute limit's sliding log: one row per request counted in the window.
CREATE TABLE rate_events (
  account_id text NOT NULL REFERENCES accounts (id),
  at bigint NOT NULL
);
CREATE INDEX rate_events_account_at ON rate_events (account_id, at);

-- Units held by conversions in flight; one past expires_at (its server died) counts no more.
CREATE TABLE reservations (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  source text NOT NULL CHECK (source IN ('quota', 'credit')),
  quota_key text NOT NULL,
  day text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX reservations_account ON reservations (account_id);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id),
  password_hash text,
  created_at timestamptz NOT NULL,
  password_changed_at timestamptz
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE invites (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX invites_user ON invites (user_id);
`;
