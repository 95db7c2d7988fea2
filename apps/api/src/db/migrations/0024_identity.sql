-- Identity verification (decisions.md §8, src/identity/README.md): liveness
-- challenge sets with their single-use nonces, KYC requests and their images,
-- plus two account settings: the language e-mails and SMS go out in, and a
-- code purpose for confirming a new e-mail address (src/users/README.md).
--
-- users.kyc_status stays the status the purchase gates read
-- (sahm_require_investor); a request's decision updates it in the same
-- transaction, and kyc_reason carries the latest rejection's reason.

-- A random sequence of challenges for the camera, handed out with a nonce
-- (stored hashed) that one KYC request of the same user may use once.
CREATE TABLE liveness_challenges (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  nonce_hash  bytea NOT NULL UNIQUE,
  challenges  text[] NOT NULL CHECK (
    cardinality(challenges) BETWEEN 1 AND 5
    AND challenges <@ ARRAY['turn_left', 'turn_right', 'blink', 'smile', 'look_up']::text[]
  ),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  -- Set when a request used the nonce, or when a newer set replaced it.
  used_at     timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX liveness_challenges_user_idx ON liveness_challenges (user_id, created_at DESC);

CREATE TABLE kyc_requests (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id),
  proof_type    text NOT NULL CHECK (proof_type IN ('iraqi_id', 'passport')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  -- The challenge set the liveness frames answer (one request per nonce).
  challenge_id  uuid NOT NULL UNIQUE REFERENCES liveness_challenges (id),
  challenges    text[] NOT NULL,
  reason        text CHECK (length(reason) BETWEEN 1 AND 500),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  decided_by    uuid REFERENCES users (id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  -- No admin decides a request of their own account (decisions.md §13).
  CHECK (decided_by IS DISTINCT FROM user_id)
);
-- One pending request per user, whatever runs concurrently.
CREATE UNIQUE INDEX kyc_requests_one_pending ON kyc_requests (user_id) WHERE status = 'pending';
CREATE INDEX kyc_requests_queue_idx ON kyc_requests (status, created_at DESC, id DESC);
CREATE INDEX kyc_requests_created_idx ON kyc_requests (created_at DESC, id DESC);
CREATE INDEX kyc_requests_user_idx ON kyc_requests (user_id, created_at DESC);

-- The re-encoded pictures of a request: files under DATA_DIR/uploads/kyc,
-- outside the web root, named by a random UUID.
CREATE TABLE kyc_images (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id  uuid NOT NULL REFERENCES kyc_requests (id),
  kind        text NOT NULL CHECK (kind IN ('document_front', 'document_back', 'liveness')),
  challenge   text CHECK (challenge IN ('turn_left', 'turn_right', 'blink', 'smile', 'look_up')),
  position    smallint NOT NULL CHECK (position >= 0),
  file        text NOT NULL UNIQUE CHECK (file ~ '^[0-9a-f-]{36}\.webp$'),
  width       integer NOT NULL CHECK (width > 0),
  height      integer NOT NULL CHECK (height > 0),
  CHECK ((kind = 'liveness') = (challenge IS NOT NULL)),
  UNIQUE (request_id, position)
);

-- The language the server writes a user's e-mails and SMS in (decisions.md §14).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar', 'kr', 'bh'));

-- A code sent to a new e-mail address proves it before the account's e-mail changes.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('email_verify', 'login_2fa', 'phone_verify', 'password_reset', 'email_change'));
