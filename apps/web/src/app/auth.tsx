import type { Profile } from '@sahm/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../lib/api';
import { clearStorageExceptLanguage, getToken, setToken } from '../lib/storage';

interface AuthValue {
  token: string | null;
  isLogin: boolean;
  profile: Profile | undefined;
  /** Whether the signed-in user is an admin: undefined until the profile has loaded (or failed to). */
  isAdmin: boolean | undefined;
  signIn(token: string): void;
  /** Revokes the session, clears storage except the language (spec.md §2). */
  signOut(): Promise<void>;
}

/** GET /user/user: the signed-in profile, one SWR entry every screen that shows it shares. */
export const profileKey = '/user/user';

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const sync = () => setTokenState(getToken());
    window.addEventListener('sahm:auth', sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener('sahm:auth', sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const { data: profile, error: profileError } = useSWR<Profile>(token ? profileKey : null);
  const isAdmin = profile ? profile.role === 'admin' : profileError ? false : undefined;

  const signIn = useCallback((next: string) => setToken(next), []);
  // The page forgets the session before the server ends it: ending it tells the page's socket
  // 'session-expired', and a profile asked again with a token still stored would take its 401 for an
  // expiry (reload, "session expired") instead of a sign-out.
  const signOut = useCallback(async () => {
    const ending = getToken();
    clearStorageExceptLanguage();
    await mutate(() => true, undefined, { revalidate: false });
    if (ending) await api('/auth/logout', { method: 'POST', token: ending }).catch(() => undefined);
  }, [mutate]);

  const value = useMemo(() => ({ token, isLogin: !!token, profile, isAdmin, signIn, signOut }), [token, profile, isAdmin, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
