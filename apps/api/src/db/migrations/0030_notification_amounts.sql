-- Notifications store amounts as numbers, which each reader's message formats in their own
-- language and digits ({amount, number}); the database's en-US formatter of notification
-- amounts (1,250,000) has no caller left. Rows stored before keep their text, which the
-- messages read back as the number it shows.
DROP FUNCTION IF EXISTS sahm_format_iqd(bigint);
