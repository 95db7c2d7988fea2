-- A verified phone belongs to one account (decisions.md §8), compared as the
-- whole E.164 number: users_verified_phone_key (0001) compares the country
-- code and the national number apart, so two accounts verifying one number
-- at once, split differently (+964 7501234567, +9647 501234567), could both
-- succeed, and the receiver look-up (every split is tried) then found two.
-- Should a database already hold such a pair, the account that verified it
-- last keeps the number unverified (it can verify another).
UPDATE users u SET is_phone_verified = false, two_factor = CASE WHEN u.two_factor = 'mobile' THEN 'none' ELSE u.two_factor END
 WHERE u.is_phone_verified
   AND EXISTS (SELECT 1 FROM users o
                WHERE o.is_phone_verified AND o.id <> u.id
                  AND o.country_code || o.mobile_number = u.country_code || u.mobile_number
                  AND (o.updated_at, o.id) < (u.updated_at, u.id));
CREATE UNIQUE INDEX users_verified_e164_key ON users ((country_code || mobile_number)) WHERE is_phone_verified;
