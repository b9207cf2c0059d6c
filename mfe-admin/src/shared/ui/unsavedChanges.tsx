// Nothing typed is lost by leaving a form by mistake: while a form differs from what it
// opened with, closing its dialog (button, Escape, backdrop), its Cancel button and leaving
// or reloading the page ask first.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { isRichTextValue, richTextToHtml } from '../rich-text';

export const UNSAVED_CHANGES_QUESTION = 'Има незапазени промени. Да бъдат ли изоставени?';

/** What a form's dialog asks before closing: set by the form inside it. */
type LeaveGuard = MutableRefObject<(() => boolean) | null>;
const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/** Gives the dialog around a form the question its form registers. */
export function LeaveGuardScope({
  guard,
  children,
}: {
  readonly guard: LeaveGuard;
  readonly children: ReactNode;
}) {
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

/**
 * A form's values as comparable text: editors by their HTML, files by name and size, so a
 * moved cursor or a re-render never counts as a change.
 */
export function formSignature(value: unknown): string {
  const plain = (item: unknown): unknown => {
    if (isRichTextValue(item)) return richTextToHtml(item);
    if (typeof File !== 'undefined' && item instanceof File) return `${item.name}:${item.size}`;
    if (Array.isArray(item)) return item.map(plain);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, plain(entry)]));
    }
    return item;
  };
  return JSON.stringify(plain(value));
}

/**
 * Guards a form whose current values are `values`: answers `confirmLeave`, true when the
 * form may be left (nothing changed, or the administrator agreed to drop the changes, then
 * `onDiscard` runs). The surrounding dialog and the page's unload ask the same.
 */
export function useLeaveGuard(
  values: unknown,
  { onDiscard }: { onDiscard?: () => void } = {},
): () => boolean {
  const initial = useRef<string | null>(null);
  initial.current ??= formSignature(values);
  const current = useRef(values);
  current.current = values;

  const isDirty = useCallback(() => formSignature(current.current) !== initial.current, []);
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;
  const confirmLeave = useCallback(() => {
    if (!isDirty()) return true;
    if (!window.confirm(UNSAVED_CHANGES_QUESTION)) return false;
    discardRef.current?.();
    return true;
  }, [isDirty]);

  const guard = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!guard) return undefined;
    guard.current = confirmLeave;
    return () => {
      if (guard.current === confirmLeave) guard.current = null;
    };
  }, [guard, confirmLeave]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return confirmLeave;
}
