import { useEffect, useState } from 'react';
import { isAbortError } from '@alu/common';
import { isUnauthorized, newsApi } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import type { SlugStatus } from './newsDraft';

/** How long typing in the slug field pauses before the server is asked. */
export const SLUG_CHECK_DELAY_MS = 300;

/**
 * Where a new item's address stands: in create mode the server is asked whether it is free
 * once typing pauses; an edited item's address cannot change and is not checked.
 */
export function useSlugCheck(url: string, editing: boolean): SlugStatus {
  const { token, logout } = useSession();
  const [slug, setSlug] = useState<SlugStatus>(editing ? 'unchecked' : 'empty');
  useEffect(() => {
    if (editing) return undefined;
    if (url === '') {
      setSlug('empty');
      return undefined;
    }
    setSlug('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      newsApi.validateUrl(token, url, controller.signal).then(
        (valid) => setSlug(valid ? 'free' : 'taken'),
        (error: unknown) => {
          if (isAbortError(error)) return;
          console.error('[admin] the address could not be checked', error);
          if (isUnauthorized(error)) logout();
          else setSlug('invalid');
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, editing, token, logout]);
  return slug;
}
