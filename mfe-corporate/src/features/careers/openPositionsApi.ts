import {
  CAREERS_API,
  careersToday,
  fetchJson,
  isCareerVisible,
  useApiResource,
  type Career,
  type ResourceErrorReporter,
  type ResourceLoader,
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
 * vacancy that has expired since.
 */
export function toVisibleCareers(body: unknown, today: string = careersToday()): Career[] {
  if (!Array.isArray(body)) throw new Error('The careers API did not answer a list');
  return body
    .map(toCareer)
    .filter((career): career is Career => career !== null && isCareerVisible(career, today));
}

const loadCareers: ResourceLoader<Career[]> = async (url, signal) =>
  toVisibleCareers(await fetchJson<unknown>(url, { signal }));

// Logged for the operators; the page shows its own message.
const reportCareersError: ResourceErrorReporter = (error) =>
  console.error('[careers] the open positions could not be loaded', error);

/** Loads the visible vacancies; `retry` loads them again after a failure. */
export function useOpenPositions(): OpenPositions {
  const resource = useApiResource(CAREERS_API.list, loadCareers, reportCareersError);
  const { retry } = resource;
  if (resource.status === 'loading') return { status: 'loading', careers: undefined, retry };
  if (resource.status !== 'ready') return { status: 'error', careers: undefined, retry };
  return { status: 'ready', careers: resource.data, retry };
}
