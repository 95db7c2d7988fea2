-- The investor gate (decisions.md §4, after the agreement the caller checks):
-- an active account, then KYC approved, then phone verified, refused in that
-- order with the API's message codes. Every purchase, order, trade and gift
-- goes through it, so the gates cannot drift apart. Reads the user row only;
-- takes no lock.
CREATE OR REPLACE FUNCTION sahm_require_investor(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v_kyc text; v_phone boolean;
BEGIN
  SELECT kyc_status, is_phone_verified INTO v_kyc, v_phone FROM users WHERE id = p_user AND disabled_at IS NULL;
  IF NOT FOUND THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
  IF v_kyc <> 'verified' THEN RAISE EXCEPTION 'KYC_NOT_VERIFIED'; END IF;
  IF NOT v_phone THEN RAISE EXCEPTION 'PHONE_NOT_VERIFIED'; END IF;
END $$;
