import { useState } from 'react';
import { describeSaveError, isUnauthorized } from '../api/adminApi';
import { useSession } from '../session/AdminSession';

/**
 * Saving a form: `saving` while the request runs (the form shows a spinner);
 * success calls `onSaved`; a failure keeps the form with the reason in `saveError` (and is
 * logged); a refused token ends the session.
 */
export function useSave(onSaved: () => void) {
  const { token, logout } = useSession();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (request: (token: string) => Promise<unknown>) => {
    setSaving(true);
    setSaveError(null);
    try {
      await request(token);
      onSaved();
    } catch (error) {
      console.error('[admin] saving failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setSaving(false);
      setSaveError(describeSaveError(error));
    }
  };

  return { saving, saveError, save };
}
