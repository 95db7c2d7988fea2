-- The receiver of a private offer or a gift (decisions.md §5, §6): the
-- registered, active user whose verified phone is this E.164 number ('+'
-- country code national number; a national number typed with its trunk 0
-- matches too), never the caller. Every split of the number into a country
-- code of 1-4 digits and the rest is tried, so the lookup uses
-- users_verified_phone_key.
CREATE OR REPLACE FUNCTION sahm_receiver_by_phone(p_caller uuid, p_phone text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE v_user uuid;
BEGIN
  SELECT id INTO v_user FROM users
   WHERE is_phone_verified AND disabled_at IS NULL
     AND (country_code, mobile_number) IN (
       SELECT left(p_phone, k + 1), substr(p_phone, k + 2) FROM generate_series(1, 4) AS k
       UNION ALL
       SELECT left(p_phone, k + 1), substr(p_phone, k + 3) FROM generate_series(1, 4) AS k WHERE substr(p_phone, k + 2, 1) = '0')
   ORDER BY id
   LIMIT 1;
  IF NOT FOUND THEN RAISE EXCEPTION 'RECEIVER_NOT_FOUND'; END IF;
  IF v_user = p_caller THEN RAISE EXCEPTION 'RECEIVER_IS_SELF'; END IF;
  RETURN v_user;
END $$;
