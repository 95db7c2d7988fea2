-- Platform: accounts, sessions, one-time codes, the development outbox,
-- contact messages, the property catalog, holdings, notifications.
CREATE EXTENSION IF NOT EXISTS pgcrypto;

CREATE TABLE users (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  username           text NOT NULL CHECK (length(username) BETWEEN 3 AND 40),
  password_hash      text NOT NULL,
  role               text NOT NULL DEFAULT 'investor' CHECK (role IN ('investor', 'admin')),
  is_email_verified  boolean NOT NULL DEFAULT false,
  full_name          text CHECK (length(full_name) <= 100),
  date_of_birth      date,
  city               text CHECK (length(city) <= 80),
  address_line1      text CHECK (length(address_line1) <= 200),
  country_code       text,
  mobile_number      text,
  is_phone_verified  boolean NOT NULL DEFAULT false,
  two_factor         text NOT NULL DEFAULT 'none' CHECK (two_factor IN ('none', 'email', 'mobile')),
  profile_image      text,
  kyc_status         text NOT NULL DEFAULT 'not_verified' CHECK (kyc_status IN ('not_verified', 'pending', 'verified', 'rejected')),
  kyc_reason         text,
  notification_prefs jsonb NOT NULL DEFAULT '{"accountUpdates": true, "offers": true, "buyAndSell": true, "email": true, "sms": false}',
  disabled_at        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (two_factor <> 'mobile' OR is_phone_verified)
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
-- A verified phone belongs to one account.
CREATE UNIQUE INDEX users_verified_phone_key ON users (country_code, mobile_number) WHERE is_phone_verified;

CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  user_agent   text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Single-use six-digit codes, stored hashed.
CREATE TABLE verification_codes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose      text NOT NULL CHECK (purpose IN ('email_verify', 'login_2fa', 'phone_verify', 'password_reset')),
  target       text NOT NULL,
  code_hash    bytea NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (user_id, purpose, created_at DESC);

-- What the e-mail and SMS sandboxes "sent" (development and tests only).
CREATE TABLE outbox_messages (
  id         bigserial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient  text NOT NULL,
  subject    text,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox_messages (recipient, id DESC);

CREATE TABLE contact_messages (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email      text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  message    text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Localized texts are jsonb {en, ar, kr, bh}; English is the fallback.
CREATE TABLE properties (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug              text NOT NULL UNIQUE,
  name              jsonb NOT NULL CHECK (name ? 'en'),
  description       jsonb NOT NULL DEFAULT '{}',
  city              jsonb NOT NULL CHECK (city ? 'en'),
  address           jsonb NOT NULL DEFAULT '{}',
  search_text       text NOT NULL DEFAULT '',
  property_type     text NOT NULL CHECK (property_type IN ('residential', 'commercial', 'mixed', 'land', 'hospitality')),
  is_locked         boolean NOT NULL DEFAULT false,
  is_hot            boolean NOT NULL DEFAULT false,
  is_recently_added boolean NOT NULL DEFAULT false,
  is_residential    boolean NOT NULL DEFAULT false,
  is_trending       boolean NOT NULL DEFAULT false,
  total_tokens      bigint NOT NULL CHECK (total_tokens > 0),
  -- Tokens the platform still holds (decisions.md §4); sold = total - this.
  platform_tokens   bigint NOT NULL CHECK (platform_tokens >= 0 AND platform_tokens <= total_tokens),
  valuation         bigint NOT NULL CHECK (valuation > 0),
  property_value    bigint NOT NULL CHECK (property_value > 0),
  irr               numeric(6, 2) NOT NULL DEFAULT 0,
  area_sqm          numeric(10, 2) NOT NULL CHECK (area_sqm > 0),
  bedrooms          integer CHECK (bedrooms >= 0),
  bathrooms         integer CHECK (bathrooms >= 0),
  parking           integer CHECK (parking >= 0),
  expected_rent     bigint NOT NULL DEFAULT 0 CHECK (expected_rent >= 0),
  monthly_rent      bigint NOT NULL DEFAULT 0 CHECK (monthly_rent >= 0),
  rent_fee_bps      integer NOT NULL DEFAULT 1000 CHECK (rent_fee_bps BETWEEN 0 AND 10000),
  is_rented         boolean NOT NULL DEFAULT false,
  latitude          numeric(9, 6),
  longitude         numeric(9, 6),
  virtual_tour_url  text,
  cover_image       text NOT NULL,
  images            jsonb NOT NULL DEFAULT '[]',
  documents         jsonb NOT NULL DEFAULT '[]',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (valuation >= total_tokens)
);

CREATE TABLE price_history (
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  valued_on   date NOT NULL,
  valuation   bigint NOT NULL CHECK (valuation > 0),
  PRIMARY KEY (property_id, valued_on)
);

-- A user's tokens of a property: free, and listed in open sell orders.
CREATE TABLE holdings (
  user_id     uuid NOT NULL REFERENCES users (id),
  property_id uuid NOT NULL REFERENCES properties (id),
  tokens      bigint NOT NULL DEFAULT 0 CHECK (tokens >= 0),
  listed      bigint NOT NULL DEFAULT 0 CHECK (listed >= 0),
  PRIMARY KEY (user_id, property_id)
);
CREATE INDEX holdings_property_idx ON holdings (property_id);

-- Stored as a message code plus parameters so each reader sees its own language.
CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       text NOT NULL CHECK (type IN ('account_update', 'offers', 'buy_sell')),
  code       text NOT NULL,
  params     jsonb NOT NULL DEFAULT '{}',
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE page_views (
  id         bigserial PRIMARY KEY,
  path       text NOT NULL CHECK (length(path) <= 300),
  user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  language   text,
  created_at timestamptz NOT NULL DEFAULT now()
);
