-- The partial index of unread notifications (migration 0004) goes. Every rent
-- run writes a notification per holder, and each index on notifications costs
-- that insert a lookup per row: about 30 ms for a rent part of 16,667 holders,
-- and this one saved no reader a scan worth having. The list counts a user's
-- rows in full anyway (its `total`, through notifications_user_idx); the
-- unread counts of mark-read and the type list read the same rows of one user
-- through that index, with read_at checked on each. With read_at in no index,
-- marking a notification read can also be a heap-only update.
DROP INDEX notifications_unread_idx;
