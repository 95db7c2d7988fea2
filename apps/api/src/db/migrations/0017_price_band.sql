-- Order prices stay within a band around the current token price
-- (decisions.md §13): a private offer at 1 IQD a token moved value off the
-- books and dodged the gift fee. The listing and the fill functions now take
-- the band, so their old signatures go; the function files define the new ones.
DROP FUNCTION sahm_list_tokens(uuid, uuid, bigint, bigint, text);
DROP FUNCTION sahm_fill_order(uuid, uuid, bigint, integer);
