// Wire contract of the careers API, shared by
// the API, the corporate remote (open positions) and the admin remote. Pure types and
// constants: the API imports it too.
import type * as v from 'valibot';
import type { careerInputSchema } from './schemas/careerForm';
import type { careerSchema, careersPageSchema, careerTextSchema } from './schemas/careers';
import type { Language } from './news';

/** What a vacancy says in one language. */
export type CareerText = v.InferOutput<typeof careerTextSchema>;

/** The languages a vacancy may be written in besides Italian, its main text. */
export const CAREER_TRANSLATION_LANGUAGES = ['bg', 'en', 'de'] as const;
export type CareerTranslationLanguage = (typeof CAREER_TRANSLATION_LANGUAGES)[number];
export type CareerTranslations = Readonly<Partial<Record<CareerTranslationLanguage, CareerText>>>;

/**
 * A vacancy. Its own text fields are the Italian version (the one every vacancy has); the
 * other languages the administrator wrote are in `translations`, each with its title.
 */
export type Career = v.InferOutput<typeof careerSchema>;

/** What the admin form sends: a vacancy without id, and the state asked for. */
export type CareerInput = v.InferInput<typeof careerInputSchema>;

/**
 * A vacancy's text in a language and the language it is actually in: the Italian version
 * when the vacancy has no text in that one (the page then labels it).
 */
export function careerTextIn(
  career: Career,
  language: Language,
): { readonly text: CareerText; readonly language: Language } {
  const translated = language === 'it' ? undefined : career.translations?.[language];
  if (translated?.title) return { text: translated, language };
  const { title, responsibilities, requirements, additional } = career;
  return { text: { title, responsibilities, requirements, additional }, language: 'it' };
}

/** The company's calendar decides what "today" is for vacancies (Shumen, Bulgaria). */
export const CAREERS_TIME_ZONE = 'Europe/Sofia';

/** Today's calendar date in {@link CAREERS_TIME_ZONE}, as `YYYY-MM-DD`. */
export function careersToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CAREERS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A vacancy is visible when its start date is before the end of today (it shows
 * from its first day) and today is on or before its end date. ISO dates compare as strings.
 */
export function isCareerVisible(
  career: Pick<Career, 'startDate' | 'endDate'>,
  today: string = careersToday(),
): boolean {
  return career.startDate <= today && today <= career.endDate;
}

/** One page of the administrators' vacancies, latest start first. */
export type CareersPage = v.InferOutput<typeof careersPageSchema>;

export const CAREERS_PAGE_SIZE = { default: 30, max: 50 } as const;

export const CAREERS_API = {
  /**
   * Anonymous: the visible vacancies. With an administrator's token: every vacancy; with any of
   * `q` (words of a title in any language), `state`, `limit`, `cursor`, one {@link CareersPage}.
   */
  list: '/api/careers',
  /** `GET` answers `[career]`; 404 with `[]` when unknown. */
  item: (id: string) => `/api/careers/${encodeURIComponent(id)}`,
  create: '/api/careers',
  update: (id: string) => `/api/careers/update/${encodeURIComponent(id)}`,
  remove: (id: string) => `/api/careers/${encodeURIComponent(id)}`,
} as const;

/** The site's page previewing a vacancy as visitors will see it (administrators only). */
export function careerPreviewPath(id: string): string {
  return `/careers/preview/${encodeURIComponent(id)}`;
}

/** Limits of the admin form's fields. */
export const CAREER_TITLE_MAX_LENGTH = 200;
export const CAREER_RICH_TEXT_MAX_LENGTH = 20000;
export const CAREER_RICH_TEXT_FIELDS = ['responsibilities', 'requirements', 'additional'] as const;
