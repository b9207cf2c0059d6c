import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, Button, isAbortError, Logo, useDocumentMeta } from '@alu/common';
import { login, validateToken } from '../../shared/api/adminApi';
import { PANEL_PATH } from '../../shared/session/AdminSession';
import { clearToken, readToken, storeToken } from '../../shared/session/tokenStorage';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import formStyles from '../../shared/ui/Form.module.css';
import styles from './LoginPage.module.css';

function describeLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Грешно потребителско име или парола.';
    if (error.status === 429) return 'Твърде много неуспешни опити. Опитайте отново по-късно.';
    if (error.status === 0) return 'Сървърът не отговаря. Проверете връзката и опитайте отново.';
  }
  return 'Входът не бе успешен. Опитайте отново.';
}

/**
 * /admin/login: shown only once the stored token, if any, turned out not to
 * be valid; a success stores the token and goes to the panel, a failure removes it and says why.
 */
export function LoginPage() {
  useDocumentMeta({ title: 'Вход', description: 'Вход в административния панел на сайта.' });
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => readToken() !== null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => {
    const token = readToken();
    if (!token) return undefined;
    const controller = new AbortController();
    validateToken(token, controller.signal).then(
      (user) => {
        if (user) {
          navigate(PANEL_PATH, { replace: true });
          return;
        }
        clearToken();
        setChecking(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbortError(failure)) return;
        console.error('[admin] the stored session could not be checked', failure);
        setChecking(false);
      },
    );
    return () => controller.abort();
  }, [navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      storeToken(await login(username.trim(), password));
      navigate(PANEL_PATH, { replace: true });
    } catch (failure) {
      console.error('[admin] sign-in failed', failure);
      clearToken();
      setError(describeLoginError(failure));
      setBusy(false);
    }
  };

  if (checking) return <StatusMessage tone="busy" message="Проверка на сесията…" />;

  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? errorId : undefined}
      >
        <Logo />
        <h1 className={styles.heading}>Вход в администрацията</h1>
        <label className={formStyles.field}>
          <span>Потребителско име</span>
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className={formStyles.field}>
          <span>Парола</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error ? (
          <p id={errorId} className={formStyles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy || username.trim() === '' || password === ''}>
          {busy ? 'Влизане…' : 'Вход'}
        </Button>
      </form>
    </div>
  );
}
