-- The first 24 characters of UUID version 7 ids for the rows one call
-- writes in bulk (a rent run's or a rent part's history rows and
-- notifications): the time in milliseconds and random bits, in the UUID's
-- layout (version 7, RFC 9562 variant). Each row appends its position in the
-- call, 7 hex digits (position + 16^6), and 16 random bits of its own (+ 2^16):
--   (prefix || to_hex(n + 16777216) || to_hex((random() * 65535)::integer + 65536))::uuid
-- so its ids ascend within the call. 100,000 random ids went into every page
-- of each primary key; ascending ones fill a few new pages. Two calls in the
-- same millisecond share a prefix with odds of 1 in 2^26, and a row's random
-- bits then still differ; an id taken twice would fail the call (primary key)
-- and pay nothing, to be run again.
CREATE OR REPLACE FUNCTION sahm_v7_prefix() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_time text := lpad(to_hex((extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0');
  v_rand uuid := gen_random_uuid();
BEGIN
  RETURN substr(v_time, 1, 8) || '-' || substr(v_time, 9, 4) || '-7' || substr(v_rand::text, 1, 3) || '-'
         || substr('89ab', 1 + get_byte(uuid_send(v_rand), 15) % 4, 1) || substr(v_rand::text, 10, 3) || '-';
END $$;
