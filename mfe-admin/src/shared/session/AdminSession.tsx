import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isAbortError } from '@alu/common';
import { validateToken } from '../api/adminApi';
import { StatusMessage } from '../ui/StatusMessage';
import { clearToken, readToken, storeToken } from './tokenStorage';

export const LOGIN_PATH = '/admin/login';
export const PANEL_PATH = '/admin';

export interface AdminSession {
  readonly token: string;
  readonly username: string;
  /** Removes the token and goes to the sign-in page. */
  readonly logout: () => void;
  /** Keeps working with a new token (after a password change ended the old one). */
  readonly replaceToken: (token: string) => void;
}

/** Exported for tests, which provide a session without the server. */
export const SessionContext = createContext<AdminSession | null>(null);

/** The signed-in administrator's session; only inside {@link RequireSession}. */
export function useSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <RequireSession> above it');
  return session;
}

type Check =
  | { readonly status: 'checking' }
  | { readonly status: 'valid'; readonly username: string }
  | { readonly status: 'refused' }
  | { readonly status: 'unreachable' };

/**
 * Renders its children only for a token the server accepts:
 * without a token, or when the server refuses it, the token is removed and the page goes to
 * the sign-in form. When the server cannot be reached the token is kept and a retry offered.
 */
export function RequireSession({ children }: { readonly children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const navigate = useNavigate();

  // A token the server has just issued to this session needs no check.
  const issuedHere = useRef<string | null>(null);

  useEffect(() => {
    if (!token || token === issuedHere.current) return undefined;
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    validateToken(token, controller.signal).then(
      (user) => {
        if (!user) clearToken();
        setCheck(user ? { status: 'valid', username: user.username } : { status: 'refused' });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error('[admin] the session could not be checked', error);
        setCheck({ status: 'unreachable' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const logout = useCallback(() => {
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);

  const replaceToken = useCallback((next: string) => {
    issuedHere.current = next;
    storeToken(next);
    setToken(next);
  }, []);

  const session = useMemo(
    () =>
      token && check.status === 'valid'
        ? { token, username: check.username, logout, replaceToken }
        : null,
    [token, check, logout, replaceToken],
  );

  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  if (check.status === 'refused') return <Navigate to={LOGIN_PATH} replace />;
  if (check.status === 'unreachable') {
    return (
      <StatusMessage
        tone="error"
        message="Сървърът не отговаря и сесията не може да бъде проверена."
        onRetry={() => setAttempt((value) => value + 1)}
      />
    );
  }
  if (!session) return <StatusMessage tone="busy" message="Проверка на сесията…" />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
