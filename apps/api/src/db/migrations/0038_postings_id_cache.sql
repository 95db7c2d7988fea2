-- Postings take their ids 1,000 at a time per connection instead of one by
-- one from the shared sequence. A rent part inserts 16,668 postings, and two
-- parts run at once: each id was a turn at the sequence's one buffer (and a
-- WAL record every 32), which the two backends took in turns. Nothing orders
-- postings by id (entries and accounts find theirs through their own
-- indexes), so ids out of commit order across connections, and the unused
-- rest of a connection's 1,000 when it closes, cost nothing.
ALTER SEQUENCE postings_id_seq CACHE 1000;
