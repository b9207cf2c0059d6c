// Every call of the admin area, through the site's one fetch helper. Writes carry
// the administrator's token; news writes are multipart (data JSON, cover, gallery).
import {
  ApiError,
  APPLICATIONS_API,
  AUDIT_API,
  CAREERS_API,
  CAREERS_PAGE_SIZE,
  SUBSCRIBERS_PAGE_SIZE,
  fetchJson,
  INQUIRIES_API,
  INQUIRIES_PAGE_SIZE,
  NEWS_ADMIN_API,
  NEWS_ADMIN_PAGE_SIZE,
  NEWSLETTER_API,
  type ApplicationsPage,
  type AuditPage,
  type ApplicationStatus,
  type Career,
  type CareersPage,
  type PublicationState,
  type SubscribersPage,
  type AdminNewsItem,
  type CareerInput,
  type NewsAdminFilter,
  type NewsAdminPage,
  type StoredApplication,
  type InquiriesPage,
  type InquiryFilter,
  type InquiryStatus,
  type StoredInquiry,
} from '@alu/common';
import { sendForm, type SendFormOptions } from './sendForm';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Whether an error means the token is missing, expired or refused. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export async function login(username: string, password: string): Promise<string> {
  const { token } = await fetchJson<{ token: string }>('/api/admin/login', {
    method: 'POST',
    body: { username, password },
  });
  return token;
}

/**
 * Sets a new password; answers the new token of this session (the administrator's other
 * sessions end). Rejects with ApiError: 403 for a wrong current password, 400 with
 * `details.reason` for a new password the server refuses, 429 after too many wrong ones.
 */
export async function changePassword(
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const answer = await fetchJson<{ token: string }>('/api/admin/password', {
    method: 'POST',
    headers: bearer(token),
    body: { currentPassword, newPassword },
  });
  return answer.token;
}

/** The administrator a token belongs to, or null when the server refuses the token. */
export async function validateToken(
  token: string,
  signal?: AbortSignal,
): Promise<{ username: string } | null> {
  try {
    const { user } = await fetchJson<{ user?: { username: string } }>('/api/admin/validate', {
      method: 'POST',
      body: { token },
      signal,
    });
    return user ?? null;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const newsApi = {
  /** A page of every item, whatever its state, newest first. */
  page: (
    token: string,
    filter: NewsAdminFilter & { cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<NewsAdminPage>(
      `${NEWS_ADMIN_API.list}${queryOf({ limit: String(NEWS_ADMIN_PAGE_SIZE.default), ...filter })}`,
      { headers: bearer(token), signal },
    ),
  /** The writes report how much of their pictures went (`onProgress`) and can be cancelled. */
  create: (token: string, form: FormData, slug: string, options: SendFormOptions = {}) =>
    sendForm<AdminNewsItem>(NEWS_ADMIN_API.create, form, {
      ...options,
      headers: { ...bearer(token), path: slug },
    }),
  update: (token: string, url: string, form: FormData, options: SendFormOptions = {}) =>
    sendForm<AdminNewsItem>(NEWS_ADMIN_API.update(url), form, {
      ...options,
      headers: bearer(token),
    }),
  updateTexts: (token: string, url: string, form: FormData, options: SendFormOptions = {}) =>
    sendForm<AdminNewsItem>(NEWS_ADMIN_API.updateTexts(url), form, {
      ...options,
      headers: bearer(token),
    }),
  validateUrl: async (token: string, url: string, signal?: AbortSignal) =>
    (
      await fetchJson<{ valid: boolean }>(NEWS_ADMIN_API.validateUrl, {
        method: 'POST',
        headers: bearer(token),
        body: { url },
        signal,
      })
    ).valid,
  remove: (token: string, id: string) =>
    fetchJson<void>(NEWS_ADMIN_API.remove(id), { method: 'DELETE', headers: bearer(token) }),
};

export const careersApi = {
  /** A page of every vacancy, hidden ones included (the token asks for them). */
  page: (
    token: string,
    filter: { q?: string; state?: PublicationState; cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<CareersPage>(
      `${CAREERS_API.list}${queryOf({ limit: String(CAREERS_PAGE_SIZE.default), ...filter })}`,
      { headers: bearer(token), signal },
    ),
  create: (token: string, career: CareerInput) =>
    fetchJson<Career>(CAREERS_API.create, { method: 'POST', headers: bearer(token), body: career }),
  update: (token: string, id: string, career: CareerInput) =>
    fetchJson<Career>(CAREERS_API.update(id), {
      method: 'POST',
      headers: bearer(token),
      body: career,
    }),
  remove: (token: string, id: string) =>
    fetchJson<void>(CAREERS_API.remove(id), { method: 'DELETE', headers: bearer(token) }),
};

export const inquiriesApi = {
  /** One page of the filtered list, newest first. */
  page: (
    token: string,
    filter: InquiryFilter & { cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<InquiriesPage>(
      `${INQUIRIES_API.list}${queryOf({ limit: String(INQUIRIES_PAGE_SIZE.default), ...filter })}`,
      { headers: bearer(token), signal },
    ),
  /** The filtered list as the server's CSV (formula-safe), as a file to save. */
  async exportCsv(token: string, filter: InquiryFilter): Promise<Blob> {
    const url = `${INQUIRIES_API.exportCsv}${queryOf({ ...filter })}`;
    const response = await fetch(url, { headers: bearer(token) });
    if (!response.ok) throw new ApiError(url, response.status);
    return response.blob();
  },
  setStatus: (token: string, id: string, status: InquiryStatus) =>
    fetchJson<StoredInquiry>(INQUIRIES_API.status(id), {
      method: 'POST',
      headers: bearer(token),
      body: { status },
    }),
  markHandled: (token: string, id: string) =>
    fetchJson<StoredInquiry>(INQUIRIES_API.markHandled(id), {
      method: 'POST',
      headers: bearer(token),
    }),
  /** Erases the inquiry for good. */
  erase: (token: string, id: string) =>
    fetchJson<void>(INQUIRIES_API.erase(id), { method: 'DELETE', headers: bearer(token) }),
};

/** `?a=1&b=2` of the non-empty values, or ''. */
export function queryOf(values: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  return query.size > 0 ? `?${query.toString()}` : '';
}

export const auditApi = {
  /** One page of the audit trail, newest first; `action` an action or a kind (`news`). */
  list: (
    token: string,
    filter: { action?: string; actor?: string; cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<AuditPage>(`${AUDIT_API.list}${queryOf(filter)}`, { headers: bearer(token), signal }),
};

export const applicationsApi = {
  /** One page, newest first; `vacancy`: an id, `spontaneous`, or '' for every application. */
  list: (
    token: string,
    { vacancy, cursor }: { vacancy: string; cursor?: string },
    signal?: AbortSignal,
  ) =>
    fetchJson<ApplicationsPage>(`${APPLICATIONS_API.list}${queryOf({ vacancy, cursor })}`, {
      headers: bearer(token),
      signal,
    }),
  /** The CV as the applicant sent it. */
  async cv(token: string, id: string): Promise<Blob> {
    const url = APPLICATIONS_API.cv(id);
    const response = await fetch(url, { headers: bearer(token) });
    if (!response.ok) throw new ApiError(url, response.status);
    return response.blob();
  },
  setStatus: (token: string, id: string, status: ApplicationStatus) =>
    fetchJson<StoredApplication>(APPLICATIONS_API.status(id), {
      method: 'POST',
      headers: bearer(token),
      body: { status },
    }),
  /** Erases the application and its CV for good. */
  erase: (token: string, id: string) =>
    fetchJson<void>(APPLICATIONS_API.erase(id), { method: 'DELETE', headers: bearer(token) }),
};

export const newsletterApi = {
  /** A page of the subscribers whose address holds `q`, newest first. */
  page: (
    token: string,
    filter: { q?: string; cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<SubscribersPage>(
      `${NEWSLETTER_API.list}${queryOf({ limit: String(SUBSCRIBERS_PAGE_SIZE.default), ...filter })}`,
      { headers: bearer(token), signal },
    ),
  /** The server's CSV export (formula-safe), as a file to save. */
  async exportCsv(token: string): Promise<Blob> {
    const response = await fetch(NEWSLETTER_API.exportCsv, { headers: bearer(token) });
    if (!response.ok) throw new ApiError(NEWSLETTER_API.exportCsv, response.status);
    return response.blob();
  },
  /** Erases a subscriber for good (a data-protection request). */
  erase: (token: string, id: string) =>
    fetchJson<void>(NEWSLETTER_API.erase(id), { method: 'DELETE', headers: bearer(token) }),
};

/** A Bulgarian sentence for a failed save, with the server's reason when it gave one. */
export function describeSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Сървърът не отговаря. Проверете връзката и опитайте отново.';
    if (error.status === 409)
      return 'Вече има публикация с този адрес или тя е променена междувременно.';
    if (error.status === 413) return 'Файловете са твърде големи.';
    if (error.details) {
      const field = error.details.field ? ` (${error.details.field})` : '';
      return `Сървърът отказа записа${field}: ${error.details.message}`;
    }
    return `Сървърът отговори с грешка ${error.status}.`;
  }
  return 'Записът не бе успешен.';
}
