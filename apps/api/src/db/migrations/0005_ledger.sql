-- The money engine's ground truth (decisions.md §3, §4): a double-entry
-- ledger whose balances only postings can change, a token ledger, the
-- user-facing transaction history, and idempotency keys. The database itself
-- refuses a negative user balance, an unbalanced entry, a negative holding and
-- more tokens than a property has.

CREATE TABLE ledger_accounts (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN (
                'user_available',    -- spendable wallet balance
                'user_held',         -- committed to a pending withdrawal or provider payment
                'platform_revenue',  -- fees and leftover rent dinars
                'provider_cash',     -- money that came in or left through a provider (negative = inflow)
                'property_proceeds', -- primary sale proceeds per property
                'property_rent_pool' -- rent collected per property before payout
              )),
  user_id     uuid REFERENCES users (id),
  property_id uuid REFERENCES properties (id),
  provider    text CHECK (provider IN ('fastpay', 'fib', 'card', 'cash')),
  balance     bigint NOT NULL DEFAULT 0,
  CHECK ((kind IN ('user_available', 'user_held')) = (user_id IS NOT NULL)),
  CHECK ((kind IN ('property_proceeds', 'property_rent_pool')) = (property_id IS NOT NULL)),
  CHECK ((kind = 'provider_cash') = (provider IS NOT NULL)),
  -- A user balance can never go below zero, whatever the code does.
  CHECK (kind NOT IN ('user_available', 'user_held') OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (
  kind,
  coalesce(user_id, '00000000-0000-0000-0000-000000000000'),
  coalesce(property_id, '00000000-0000-0000-0000-000000000000'),
  coalesce(provider, '')
);

CREATE TABLE journal_entries (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN (
               'deposit', 'cash_deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout',
               'purchase', 'trade', 'gift', 'payment_hold', 'payment_release', 'payment_capture', 'rent', 'opening')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id         bigserial PRIMARY KEY,
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount     bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX postings_entry_idx ON postings (entry_id);
CREATE INDEX postings_account_idx ON postings (account_id);

-- Balances follow postings and nothing else.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NEW;
END $$;
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

-- Postings are history: never changed, never removed.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LEDGER_IMMUTABLE: % on % is not allowed', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- Every entry sums to zero, checked when the transaction commits.
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM postings WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'LEDGER_UNBALANCED: entry % sums to %', NEW.entry_id, total;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();

-- Token ledger: every change of a holding or of the platform's inventory.
CREATE TABLE token_movements (
  id          bigserial PRIMARY KEY,
  entry_id    bigint REFERENCES journal_entries (id),
  property_id uuid NOT NULL REFERENCES properties (id),
  from_user   uuid REFERENCES users (id), -- null: the platform
  to_user     uuid REFERENCES users (id), -- null: the platform
  tokens      bigint NOT NULL CHECK (tokens > 0),
  reason      text NOT NULL CHECK (reason IN ('seed', 'purchase', 'trade', 'gift')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (from_user IS DISTINCT FROM to_user)
);
CREATE INDEX token_movements_property_idx ON token_movements (property_id);

-- For every property at every commit: platform inventory + holdings = total tokens.
CREATE FUNCTION tokens_assert_balanced(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE total bigint; platform bigint; held numeric;
BEGIN
  SELECT total_tokens, platform_tokens INTO total, platform FROM properties WHERE id = pid;
  SELECT coalesce(sum(tokens + listed), 0) INTO held FROM holdings WHERE property_id = pid;
  IF platform + held <> total THEN
    RAISE EXCEPTION 'TOKENS_UNBALANCED: property % has % on the platform and % held of %', pid, platform, held, total;
  END IF;
END $$;
CREATE FUNCTION holdings_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_assert_balanced(NEW.property_id);
  RETURN NULL;
END $$;
CREATE FUNCTION properties_check_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tokens_assert_balanced(NEW.id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER holdings_tokens_balanced AFTER INSERT OR UPDATE ON holdings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION holdings_check_tokens();
CREATE CONSTRAINT TRIGGER properties_tokens_balanced AFTER INSERT OR UPDATE OF platform_tokens, total_tokens ON properties
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION properties_check_tokens();

-- What each user sees in their history (spec.md §3 Transaction).
CREATE TABLE transactions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id),
  type          text NOT NULL CHECK (type IN ('buy', 'sell', 'receive', 'rent', 'revenue', 'token_purchase', 'deposit', 'withdraw', 'gift', 'received')),
  status        text NOT NULL CHECK (status IN ('success', 'completed', 'pending', 'failed', 'rejected', 'inprogress', 'canceled')),
  property_id   uuid REFERENCES properties (id),
  tokens        bigint CHECK (tokens > 0),
  price_per_token bigint CHECK (price_per_token > 0),
  amount        bigint NOT NULL CHECK (amount >= 0),
  fee           bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  payment_with  text NOT NULL CHECK (payment_with IN ('cash', 'wallet', 'fastpay', 'fib', 'card', 'platform')),
  counterparty_user_id uuid REFERENCES users (id),
  entry_id      bigint REFERENCES journal_entries (id),
  reference_id  uuid, -- payment, order or withdrawal this belongs to
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC, id);
CREATE INDEX transactions_reference_idx ON transactions (reference_id);

-- Idempotency-Key (decisions.md §3): claimed inside the money transaction,
-- so a crash or a rollback releases it and a replay returns the first answer.
CREATE TABLE idempotency_keys (
  user_id      uuid NOT NULL REFERENCES users (id),
  key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  route        text NOT NULL,
  request_hash bytea NOT NULL,
  status_code  integer,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Every user has an available and a held account from the start.
CREATE FUNCTION ledger_open_user_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (kind, user_id) VALUES ('user_available', NEW.id), ('user_held', NEW.id)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER users_open_accounts AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION ledger_open_user_accounts();
INSERT INTO ledger_accounts (kind, user_id) SELECT 'user_available', id FROM users ON CONFLICT DO NOTHING;
INSERT INTO ledger_accounts (kind, user_id) SELECT 'user_held', id FROM users ON CONFLICT DO NOTHING;

CREATE FUNCTION ledger_open_property_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (kind, property_id) VALUES ('property_proceeds', NEW.id), ('property_rent_pool', NEW.id)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER properties_open_accounts AFTER INSERT ON properties FOR EACH ROW EXECUTE FUNCTION ledger_open_property_accounts();
INSERT INTO ledger_accounts (kind, property_id) SELECT 'property_proceeds', id FROM properties ON CONFLICT DO NOTHING;
INSERT INTO ledger_accounts (kind, property_id) SELECT 'property_rent_pool', id FROM properties ON CONFLICT DO NOTHING;

INSERT INTO ledger_accounts (kind) VALUES ('platform_revenue');
INSERT INTO ledger_accounts (kind, provider) VALUES ('provider_cash', 'fastpay'), ('provider_cash', 'fib'), ('provider_cash', 'card'), ('provider_cash', 'cash');
