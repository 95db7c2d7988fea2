-- A rent run's parts keep their arrays as they are, not compressed: they are
-- written once and read once, and uuids and small numbers compress little.
-- A run of 100,000 holders put its 1.6 MB of them through pglz in the one
-- transaction every part waits for (sahm_rent_pay: 39 ms of its 154; 20 ms
-- stored as they are).
ALTER TABLE rent_run_parts
  ALTER COLUMN holders SET STORAGE EXTERNAL,
  ALTER COLUMN tokens SET STORAGE EXTERNAL,
  ALTER COLUMN payouts SET STORAGE EXTERNAL;
