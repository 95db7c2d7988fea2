import { adminRoomEvents, type AdminRoomEvent, type AdminRoomEvents } from '@sahm/domain';
import { useEffect, useRef } from 'react';

/**
 * The signed-in session's one realtime connection (spec.md §4, §7 Other;
 * decisions.md §11): socket.io with the session token and the language in
 * the handshake, announcing the user as connected. socket.io-client is its
 * own chunk, fetched once the first screen is up (Shell → useSignedInSession).
 * Screens listen to what the server pushes with useRealtimeEvent(); they
 * never open a socket of their own.
 */

/** What the server pushes to a user's sockets. */
export interface UserNotification {
  _id: string;
  type: string;
  code: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

/** One event of the `admin` room, which the server joins an admin's sockets to on connecting. */
export type AdminRoomMessage = { [E in AdminRoomEvent]: { event: E; payload: AdminRoomEvents[E] } }[AdminRoomEvent];

export interface RealtimeEvents {
  'user-notification': UserNotification;
  /** Operators only: a new identity request, withdrawal, cash deposit or contact message, or another admin's decision. */
  'admin-room': AdminRoomMessage;
  /** The socket (re)connected: what was pushed while it was away is fetched again. */
  connected: undefined;
}
type EventName = keyof RealtimeEvents;
type Listener<E extends EventName> = (payload: RealtimeEvents[E]) => void;

const listeners: { [E in EventName]: Set<Listener<E>> } = { 'user-notification': new Set(), 'admin-room': new Set(), connected: new Set() };

/** Calls `listener` for each such event of the session's connection; returns the unsubscribe. */
export function onRealtime<E extends EventName>(event: E, listener: Listener<E>): () => void {
  const set = listeners[event] as Set<Listener<E>>;
  set.add(listener);
  return () => set.delete(listener);
}

function dispatch<E extends EventName>(event: E, payload: RealtimeEvents[E]) {
  for (const listener of [...(listeners[event] as Set<Listener<E>>)]) {
    try {
      listener(payload);
    } catch {
      // One screen's failing listener never stops the others.
    }
  }
}

/** A screen's listener for as long as it is mounted; the latest `listener` is called. */
export function useRealtimeEvent<E extends EventName>(event: E, listener: Listener<E>) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onRealtime(event, (payload) => latest.current(payload)), [event]);
}

/** The part of a socket.io client socket used here (tests give their own). */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (options: { auth: { token: string; lang: string }; transports: string[] }) => RealtimeSocket;

const loadSocketFactory = (): Promise<SocketFactory> =>
  import('socket.io-client').then(({ io }) => (options) => io({ ...options, path: '/socket.io' }) as unknown as RealtimeSocket);

export interface ConnectOptions {
  token: string;
  lang: string;
  /** The server ended the session (revoked, expired, user disabled) or refused the handshake's token. */
  onSessionExpired: () => void;
  /** Tests pass a factory; the app loads socket.io-client. */
  factory?: () => Promise<SocketFactory>;
}

/**
 * Opens the connection; the returned function closes it (also before it
 * opened). Each (re)connection announces the user as connected and tells
 * listeners `connected`, so they re-fetch what they show.
 */
export function connectRealtime({ token, lang, onSessionExpired, factory = loadSocketFactory }: ConnectOptions): () => void {
  let closed = false;
  let socket: RealtimeSocket | undefined;
  factory().then(
    (create) => {
      if (closed) return;
      socket = create({ auth: { token, lang }, transports: ['websocket', 'polling'] });
      socket.on('connect', () => {
        socket?.emit('connected', () => undefined);
        dispatch('connected', undefined);
      });
      socket.on('user-notification', (notification: UserNotification) => dispatch('user-notification', notification));
      for (const event of adminRoomEvents) {
        socket.on(event, (payload: AdminRoomEvents[typeof event]) => dispatch('admin-room', { event, payload } as AdminRoomMessage));
      }
      socket.on('session-expired', () => onSessionExpired());
      // The handshake refused the token: the session ended while the page was closed.
      socket.on('connect_error', (error: Error) => {
        if (error.message === 'SESSION_EXPIRED') onSessionExpired();
      });
    },
    () => undefined, // Offline, or a deploy in between: the screens still work without live updates.
  );
  return () => {
    closed = true;
    socket?.disconnect();
  };
}
