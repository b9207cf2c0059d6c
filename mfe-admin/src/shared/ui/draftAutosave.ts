// A form's values are kept in this browser while they differ from what the form opened with,
// so a crash, a closed tab or an expired session loses nothing: opening the same form again
// (after signing in again) offers to restore them. Editors are kept as their HTML; chosen
// image files cannot be kept and must be chosen again (the offer says so).
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRichTextValue, richTextFromHtml, richTextToHtml } from '../rich-text';
import { useSession } from '../session/AdminSession';
import { formSignature } from './unsavedChanges';

/** Bumped when a form's shape changes, so an old draft is never read into a new form. */
const STORAGE_VERSION = 'v1';
/** Typing pauses this long before the draft is written. */
export const AUTOSAVE_DELAY_MS = 600;

interface StoredDraft {
  readonly savedAt: string;
  readonly draft: unknown;
}

/** A draft as JSON can hold it: `{ richText }` for editors, `{ file }` for chosen files. */
export function toStoredDraft(value: unknown): unknown {
  if (isRichTextValue(value)) return { richText: richTextToHtml(value) };
  if (typeof File !== 'undefined' && value instanceof File) return { file: value.name };
  if (Array.isArray(value)) return value.map(toStoredDraft);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toStoredDraft(item)]),
    );
  }
  return value;
}

const isMarker = (value: unknown, name: string): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  name in value &&
  Object.keys(value).length === 1;

/** The draft back, editors rebuilt from their HTML; files dropped (null, or out of lists). */
export function fromStoredDraft(value: unknown): unknown {
  if (isMarker(value, 'richText')) return richTextFromHtml(String(value.richText));
  if (isMarker(value, 'file')) return null;
  if (Array.isArray(value))
    return value.filter((item) => !isMarker(item, 'file')).map(fromStoredDraft);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromStoredDraft(item)]),
    );
  }
  return value;
}

const holdsFiles = (value: unknown): boolean =>
  isMarker(value, 'file') ||
  (Array.isArray(value)
    ? value.some(holdsFiles)
    : value !== null && typeof value === 'object' && Object.values(value).some(holdsFiles));

function read(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredDraft>) : null;
    return parsed && typeof parsed.savedAt === 'string' && 'draft' in parsed
      ? { savedAt: parsed.savedAt, draft: parsed.draft }
      : null;
  } catch {
    return null; // storage unavailable or a damaged entry: nothing to offer
  }
}

function write(key: string, draft: StoredDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch (error) {
    console.error('[admin] the draft could not be kept in this browser', error);
  }
}

export interface DraftAutosave<T> {
  /** A kept draft from an earlier visit, until restored or discarded. */
  readonly offer: { readonly savedAt: string; readonly withoutFiles: boolean } | null;
  readonly restore: () => T | null;
  readonly discard: () => void;
  /** After a save, or when the changes were given up: nothing is kept any more. */
  readonly clear: () => void;
}

/**
 * Keeps `values` of the form `name` (e.g. `news:new`, `career:<id>`) for the signed-in
 * administrator in localStorage while they differ from the form's first values.
 */
export function useDraftAutosave<T>(name: string, values: T): DraftAutosave<T> {
  const { username } = useSession();
  const key = `alu-admin:draft:${STORAGE_VERSION}:${username}:${name}`;
  const initial = useRef<string | null>(null);
  initial.current ??= formSignature(values);
  const [stored, setStored] = useState(() => read(key));
  const latest = useRef(values);
  latest.current = values;
  const cleared = useRef(false);
  // While an earlier draft waits for an answer it is not overwritten.
  const waiting = stored !== null;

  const keep = useCallback(() => {
    if (cleared.current || waiting) return;
    const changed = formSignature(latest.current) !== initial.current;
    write(
      key,
      changed ? { savedAt: new Date().toISOString(), draft: toStoredDraft(latest.current) } : null,
    );
  }, [key, waiting]);

  useEffect(() => {
    const timer = window.setTimeout(keep, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [keep, values]);
  // The last keystrokes too, when the form goes away (an expired session signs out).
  useEffect(() => keep, [keep]);

  const discard = useCallback(() => {
    write(key, null);
    setStored(null);
  }, [key]);
  const restore = useCallback((): T | null => {
    const draft = stored ? (fromStoredDraft(stored.draft) as T) : null;
    setStored(null);
    return draft;
  }, [stored]);
  const clear = useCallback(() => {
    cleared.current = true;
    write(key, null);
  }, [key]);

  return {
    offer: stored ? { savedAt: stored.savedAt, withoutFiles: holdsFiles(stored.draft) } : null,
    restore,
    discard,
    clear,
  };
}
