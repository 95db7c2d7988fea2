-- Unread badges and the "unread only" filter count a user's unread rows without scanning the read ones.
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at DESC) WHERE read_at IS NULL;

-- @socket.io/postgres-adapter keeps payloads too large for NOTIFY here. Created by
-- migration (not at startup) so several API processes starting at once never race to create it.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id         bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload    bytea
);
