import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useRealtimeEvent } from '../../app/layout/realtime';
import { listRefresh } from './api';

/**
 * The realtime `admin` room (decisions.md §11), heard through the session's
 * one connection (app/layout/realtime.ts; the server joins an admin's
 * sockets to the room): on each event (a new identity request, withdrawal,
 * cash deposit, contact message, or another admin's decision) the console's
 * counts and lists are fetched again, so they stay current without a reload.
 * Each (re)connection fetches them again too, for what happened while the
 * socket was away.
 */
export function useAdminRoom() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    void mutate((key) => typeof key === 'string' && key.startsWith('/admin/'));
    listRefresh.dispatchEvent(new Event('refresh'));
  }, [mutate]);
  useRealtimeEvent('admin-room', refresh);
  useRealtimeEvent('connected', refresh);
}
