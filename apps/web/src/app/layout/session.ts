import { useToast, useUI } from '@sahm/ui';
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { profileKey, useAuth } from '../auth';
import { connectRealtime, onRealtime, type SocketFactory } from './realtime';

/** GET /user/user/notification-types: the types with their labels and, signed in, my unread count in each. */
export const notificationTypesKey = '/user/user/notification-types';

export interface NotificationTypeCount {
  type: string;
  label: string;
  unread?: number;
}

/** My unread notifications in all types; undefined until known. */
export function useUnreadCount(): number | undefined {
  const { isLogin } = useAuth();
  const { data } = useSWR<NotificationTypeCount[]>(isLogin ? notificationTypesKey : null);
  return data?.reduce((sum, type) => sum + (type.unread ?? 0), 0);
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * The start of a signed-in session (spec.md §4): the profile (AuthProvider)
 * and the notification types are loaded, and, once the first screen is up,
 * the realtime connection opens. Each pushed notification shows as a
 * success toast and refreshes what the screens show (a deposit's balance, a
 * trade's holdings, the bell); a reconnection re-fetches the same way, since
 * the database is the source of truth (decisions.md §11).
 */
export function useSignedInSession({ factory }: { factory?: () => Promise<SocketFactory> } = {}) {
  const { token } = useAuth();
  const { locale } = useUI();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  useSWR<NotificationTypeCount[]>(token ? notificationTypesKey : null);

  useEffect(() => {
    if (!token) return;
    const refresh = () => void mutate((key) => typeof key === 'string' && key.startsWith('/user/'));
    const stopToasts = onRealtime('user-notification', (notification) => {
      if (notification.message) toast.show({ tone: 'success', message: notification.message });
      refresh();
    });
    let reconnected = false;
    const stopRefetch = onRealtime('connected', () => {
      // The first connection comes with the screen's own fresh data; later ones fetch what was missed.
      if (reconnected) refresh();
      reconnected = true;
    });
    // The server says the session ended (or could not check it): ask the API, whose 401 does what
    // spec.md §4 says (lib/api: storage cleared except the language, a reload, "Session expired!").
    const checkSession = () => void mutate(profileKey);
    let close = () => {};
    const cancelIdle = whenIdle(() => {
      close = connectRealtime({ token, lang: locale, onSessionExpired: checkSession, factory });
    });
    return () => {
      cancelIdle();
      close();
      stopToasts();
      stopRefetch();
    };
  }, [token, locale, toast, mutate, factory]);
}
