import {
  ApiError,
  CAREER_TRANSLATION_LANGUAGES,
  CAREERS_API,
  careersToday,
  fetchJson,
  isCareerVisible,
  useApiResource,
  type Career,
  type CareerText,
  type CareerTranslations,
  type ResourceErrorReporter,
  type Resource,
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

const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** A vacancy's text in one language, or null without a title. */
function toCareerText(value: unknown): CareerText | null {
  const item = asObject(value);
  if (!item || typeof item.title !== 'string' || item.title === '') return null;
  const [responsibilities = '', requirements = '', additional = ''] = RICH_FIELDS.map((field) => {
    const html = item[field];
    return typeof html === 'string' ? html : '';
  });
  return { title: item.title, responsibilities, requirements, additional };
}

function toTranslations(value: unknown): CareerTranslations {
  const item = asObject(value) ?? {};
  return Object.fromEntries(
    CAREER_TRANSLATION_LANGUAGES.flatMap((language) => {
      const text = toCareerText(item[language]);
      return text ? [[language, text]] : [];
    }),
  );
}

/** A vacancy of the API's answer, or null when the item lacks its id, title or dates. */
function toCareer(value: unknown): Career | null {
  const item = asObject(value);
  const text = toCareerText(value);
  if (!item || !text) return null;
  const { _id, startDate, endDate } = item;
  if (typeof _id !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') {
    return null;
  }
  return { _id, startDate, endDate, ...text, translations: toTranslations(item.translations) };
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

/** One vacancy visible today, or null (404) when it is unknown, hidden or expired. */
const loadVacancy: ResourceLoader<Career> = async (url, signal) => {
  try {
    return toVisibleCareers(await fetchJson<unknown>(url, { signal }))[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

const reportVacancyError: ResourceErrorReporter = (error) =>
  console.error('[careers] the vacancy could not be loaded', error);

/** The vacancy of a vacancy page (server-rendered like the list). */
export function useVacancy(id: string): Resource<Career> {
  return useApiResource(CAREERS_API.item(id), loadVacancy, reportVacancyError);
}
