import { adminRoomEvents } from '@sahm/domain';
import { useUI } from '@sahm/ui';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { getToken } from '../../lib/storage';
import { listRefresh } from './api';

/**
 * The realtime `admin` room (decisions.md §11): on each event (a new identity
 * request, withdrawal, cash deposit, contact message, or another admin's
 * decision) the console's counts and lists are fetched again, so they stay
 * current without a reload. socket.io's client is its own chunk, fetched
 * only by the console.
 */
export function useAdminRoom() {
  const { mutate } = useSWRConfig();
  const { locale } = useUI();
  useEffect(() => {
    const token = getToken();
    if (!token || typeof window.WebSocket !== 'function') return;
    let closed = false;
    let disconnect = () => {};
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({ auth: { token, lang: locale }, transports: ['websocket'], reconnectionDelayMax: 10_000 });
        const refresh = () => {
          void mutate((key) => typeof key === 'string' && key.startsWith('/admin/'));
          listRefresh.dispatchEvent(new Event('refresh'));
        };
        for (const event of adminRoomEvents) socket.on(event, refresh);
        // Events missed while disconnected: read everything again on reconnecting.
        socket.io.on('reconnect', refresh);
        disconnect = () => socket.disconnect();
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      disconnect();
    };
  }, [mutate, locale]);
}
