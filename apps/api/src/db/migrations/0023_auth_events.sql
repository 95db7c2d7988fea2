-- Per-account limits on codes (decisions.md §13): at most 10 wrong tries per
-- account per hour across all codes of a purpose. Each wrong try is a row
-- here (a code's own attempts column dies with the code, and each new code
-- brought five fresh tries); so is each "someone tried to sign up with your
-- e-mail" notice, which is limited the same way. Rows older than a day are
-- pruned as new ones are written.
CREATE TABLE auth_events (
  id         bigserial PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('wrong_code', 'signup_notice')),
  -- The code's purpose for a wrong try.
  purpose    text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'wrong_code') = (purpose IS NOT NULL))
);
CREATE INDEX auth_events_recent_idx ON auth_events (user_id, kind, created_at);
