/**
 * What the settings pages kept in one server's memory, shared by every server: the throttles
 * (failed sign-ins per email and per client address, sign-ups per client address; keys stored as
 * SHA-256 hashes, so the table holds no emails or addresses in clear), and a new API key between
 * its creation and the page that shows it once (encrypted with a key only the browser's session
 * cookie gives, see pgKeyReveals.ts).
 */
export const SETTINGS_PAGES = `
CREATE TABLE attempts (
  scope text NOT NULL,
  key_hash text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX attempts_key ON attempts (scope, key_hash, at);

-- Counts an attempt unless the key has p_max within the window; returns 0, or the seconds to wait.
CREATE FUNCTION bfc_take_attempt(p_scope text, p_key_hash text, p_now bigint, p_window bigint, p_max integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_oldest_counting bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_scope || ':' || p_key_hash, 0));
  DELETE FROM attempts WHERE scope = p_scope AND key_hash = p_key_hash AND at <= p_now - p_window;
  SELECT at INTO v_oldest_counting FROM attempts WHERE scope = p_scope AND key_hash = p_key_hash ORDER BY at DESC OFFSET p_max - 1 LIMIT 1;
  IF FOUND THEN
    RETURN greatest(1, ceil((v_oldest_counting + p_window - p_now) / 1000.0)::integer);
  END IF;
  INSERT INTO attempts (scope, key_hash, at) VALUES (p_scope, p_key_hash, p_now);
  RETURN 0;
END $$;

CREATE TABLE key_reveals (
  session_hash text NOT NULL,
  name text NOT NULL,
  sealed bytea NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX key_reveals_session ON key_reveals (session_hash);
`;
