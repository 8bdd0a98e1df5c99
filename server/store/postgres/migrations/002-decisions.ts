/**
 * The request path's decisions, each one statement (one round trip, one transaction) that locks
 * the account's row first, so decisions of any number of servers on one account run one at a
 * time and in the same lock order. The rules mirror accounts/rateLimit.ts and charge.ts.
 */
export const DECISIONS = `
CREATE FUNCTION bfc_take_request(p_account text, p_now bigint, p_window bigint, p_per_minute integer,
  p_per_day integer, p_day text, p_next_day bigint,
  OUT allowed boolean, OUT retry_after_ms bigint, OUT in_window integer, OUT oldest bigint, OUT day_count integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_day text;
  v_freeing bigint;
BEGIN
  SELECT rate_day, rate_day_count INTO v_day, day_count FROM accounts WHERE id = p_account FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'no account %', p_account; END IF;
  IF v_day IS DISTINCT FROM p_day THEN day_count := 0; END IF;
  DELETE FROM rate_events WHERE account_id = p_account AND at <= p_now - p_window;
  SELECT count(*) INTO in_window FROM rate_events WHERE account_id = p_account;
  retry_after_ms := 0;
  IF in_window >= p_per_minute THEN
    -- Enough of the oldest entries must leave the window to bring the count below the limit.
    SELECT at INTO v_freeing FROM rate_events WHERE account_id = p_account ORDER BY at DESC OFFSET p_per_minute - 1 LIMIT 1;
    retry_after_ms := greatest(retry_after_ms, v_freeing + p_window - p_now);
  END IF;
  IF day_count >= p_per_day THEN retry_after_ms := greatest(retry_after_ms, p_next_day - p_now); END IF;
  allowed := NOT (retry_after_ms > 0);
  IF allowed THEN
    INSERT INTO rate_events (account_id, at) VALUES (p_account, p_now);
    in_window := in_window + 1;
    day_count := day_count + 1;
    retry_after_ms := 0;
  END IF;
  UPDATE accounts SET rate_day = p_day, rate_day_count = day_count WHERE id = p_account;
  SELECT min(at) INTO oldest FROM rate_events WHERE account_id = p_account;
END $$;

CREATE FUNCTION bfc_reserve_unit(p_account text, p_quota_key text, p_quota_limit bigint, p_day text,
  p_now bigint, p_expires_at bigint, OUT reservation_id bigint, OUT unit_source text)
LANGUAGE plpgsql AS $$
DECLARE
  v_granted bigint;
  v_spent bigint;
  v_used bigint;
  v_held_quota bigint;
  v_held_credits bigint;
BEGIN
  SELECT credits_granted, credits_spent INTO v_granted, v_spent FROM accounts WHERE id = p_account FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  -- Units held by a server that died come back once their time is up.
  DELETE FROM reservations WHERE account_id = p_account AND expires_at <= p_now;
  SELECT coalesce(max(used), 0) INTO v_used FROM quota_usage WHERE account_id = p_account AND period = p_quota_key;
  SELECT count(*) FILTER (WHERE source = 'quota' AND quota_key = p_quota_key), count(*) FILTER (WHERE source = 'credit')
    INTO v_held_quota, v_held_credits FROM reservations WHERE account_id = p_account;
  -- The plan's allowance first, credits last (accounts/entitlement.ts chooseSource).
  IF p_quota_limit - v_used - v_held_quota > 0 THEN unit_source := 'quota';
  ELSIF v_granted - v_spent - v_held_credits > 0 THEN unit_source := 'credit';
  ELSE RETURN;
  END IF;
  INSERT INTO reservations (account_id, source, quota_key, day, expires_at)
    VALUES (p_account, unit_source, p_quota_key, p_day, p_expires_at) RETURNING id INTO reservation_id;
END $$;

-- Adds p_delta (1 to charge, -1 to take a charge back) to what the unit was spent from and to its day.
CREATE FUNCTION bfc_apply_charge(p_account text, p_source text, p_quota_key text, p_day text, p_delta integer, p_keep_from text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_source = 'credit' THEN
    UPDATE accounts SET credits_spent = credits_spent + p_delta WHERE id = p_account;
  ELSE
    INSERT INTO quota_usage (account_id, period, used) VALUES (p_account, p_quota_key, p_delta)
      ON CONFLICT (account_id, period) DO UPDATE SET used = quota_usage.used + p_delta;
    -- Earlier periods of the same kind count no more.
    DELETE FROM quota_usage WHERE account_id = p_account AND length(period) = length(p_quota_key) AND period < p_quota_key;
  END IF;
  INSERT INTO daily_conversions (account_id, day, count) VALUES (p_account, p_day, p_delta)
    ON CONFLICT (account_id, day) DO UPDATE SET count = daily_conversions.count + p_delta;
  DELETE FROM daily_conversions WHERE account_id = p_account AND (day < p_keep_from OR count <= 0);
END $$;

CREATE FUNCTION bfc_commit_unit(p_id bigint, p_keep_from text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r reservations%ROWTYPE;
BEGIN
  SELECT * INTO r FROM reservations WHERE id = p_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'Reservation % was already committed or released.', p_id; END IF;
  -- The account's row first, as every decision locks it: no deadlock with a reservation of the same account.
  PERFORM 1 FROM accounts WHERE id = r.account_id FOR UPDATE;
  DELETE FROM reservations WHERE id = p_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'Reservation % was already committed or released.', p_id; END IF;
  PERFORM bfc_apply_charge(r.account_id, r.source, r.quota_key, r.day, 1, p_keep_from);
END $$;

CREATE FUNCTION bfc_refund_unit(p_account text, p_source text, p_quota_key text, p_day text, p_keep_from text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_account FOR UPDATE;
  PERFORM bfc_apply_charge(p_account, p_source, p_quota_key, p_day, -1, p_keep_from);
END $$;
`;
