import { useState } from 'react';
import { isAbortError } from '@alu/common';
import { describeSaveError, isUnauthorized } from '../api/adminApi';
import { useSession } from '../session/AdminSession';

/**
 * Saving a form: `saving` while the request runs (the form shows a spinner or the upload's
 * progress); a cancelled request keeps the form and says nothing was saved;
 * success calls `onSaved`; a failure keeps the form with the reason in `saveError`, worded by
 * `describe`, and the error itself in `failure` (and is logged); a refused token ends the
 * session.
 */
export function useSave(
  onSaved: () => void,
  describe: (error: unknown) => string = describeSaveError,
) {
  const { token, logout } = useSession();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (request: (token: string) => Promise<unknown>) => {
    setSaving(true);
    setSaveError(null);
    setFailure(null);
    try {
      await request(token);
    } catch (error) {
      if (isAbortError(error)) {
        // The administrator cancelled: the server never got the whole request.
        setSaving(false);
        setSaveError('Изпращането е прекратено. Нищо не е запазено.');
        return;
      }
      console.error('[admin] saving failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setSaving(false);
      setSaveError(describe(error));
      setFailure(error);
      return;
    }
    // Most forms close on success; one that stays open (a file replaced) can save again.
    setSaving(false);
    onSaved();
  };

  return { saving, saveError, failure, save };
}
