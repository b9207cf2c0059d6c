import { useCallback, useEffect, useState } from 'react';
import {
  CAREERS_API,
  careersToday,
  fetchJson,
  isAbortError,
  isCareerVisible,
  type Career,
} from '@alu/common';

export type OpenPositions =
  | {
      readonly status: 'loading' | 'error';
      readonly careers: undefined;
      readonly retry: () => void;
    }
  | { readonly status: 'ready'; readonly careers: readonly Career[]; readonly retry: () => void };

const RICH_FIELDS = ['responsibilities', 'requirements', 'additional'] as const;

/** A vacancy of the API's answer, or null when the item lacks its id, title or dates. */
function toCareer(value: unknown): Career | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const { _id, title, startDate, endDate } = item;
  if (
    typeof _id !== 'string' ||
    typeof title !== 'string' ||
    typeof startDate !== 'string' ||
    typeof endDate !== 'string'
  ) {
    return null;
  }
  const [responsibilities, requirements, additional] = RICH_FIELDS.map((field) => {
    const html = item[field];
    return typeof html === 'string' ? html : '';
  });
  return {
    _id,
    title,
    startDate,
    endDate,
    responsibilities: responsibilities ?? '',
    requirements: requirements ?? '',
    additional: additional ?? '',
  };
}

/**
 * The vacancies to show today. The API answers visitors with the visible ones only; the
 * list is filtered again here, so a list cached by a proxy or the browser never shows a
 * vacancy that has expired since (doc 2 §4).
 */
export function toVisibleCareers(body: unknown, today: string = careersToday()): Career[] {
  if (!Array.isArray(body)) throw new Error('The careers API did not answer a list');
  return body
    .map(toCareer)
    .filter((career): career is Career => career !== null && isCareerVisible(career, today));
}

interface Settled {
  readonly attempt: number;
  readonly careers?: Career[];
}

/** Loads the visible vacancies; `retry` loads them again after a failure. */
export function useOpenPositions(): OpenPositions {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchJson<unknown>(CAREERS_API.list, { signal: controller.signal })
      .then((body) => toVisibleCareers(body))
      .then(
        (careers) => {
          if (!controller.signal.aborted) setSettled({ attempt, careers });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          // Logged for the operators (doc 2 §8); the page shows its own message.
          console.error('[careers] the open positions could not be loaded', error);
          setSettled({ attempt });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (settled?.attempt !== attempt) return { status: 'loading', careers: undefined, retry };
  if (!settled.careers) return { status: 'error', careers: undefined, retry };
  return { status: 'ready', careers: settled.careers, retry };
}
