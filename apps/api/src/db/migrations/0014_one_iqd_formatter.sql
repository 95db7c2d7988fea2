-- From here on migrations hold tables and data only: each function has its
-- own file, (re)defined after the migrations on every start (../README.md).
-- A migration still drops what CREATE OR REPLACE cannot change: a function
-- that is removed or renamed, or whose arguments or result change.
--
-- sahm_iqd (0008) and sahm_format_iqd (0009) formatted whole dinars the same
-- way; sahm_format_iqd is the one kept, and its callers now use it.
DROP FUNCTION sahm_iqd(bigint);
