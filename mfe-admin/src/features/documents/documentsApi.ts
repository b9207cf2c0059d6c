// The documents calls of the admin area. They live with the tab rather than in shared/api so
// that they load with it, never with the sign-in page. A create and a file replacement are
// multipart with upload progress; the fields alone are JSON.
import { ApiError, fetchJson } from '@alu/common';
import {
  DOCUMENT_ADMIN_PAGE_SIZE,
  DOCUMENTS_API,
  type AdminDocument,
  type AdminDocumentPage,
  type DocumentInput,
  type DocumentKind,
  type DocumentLanguage,
  type PublicationState,
} from '@alu/common/contracts';
import { bearer, queryOf } from '../../shared/api/adminApi';
import { sendForm, type SendFormOptions } from '../../shared/api/sendForm';

/** The list's filters, as the API names them. */
export interface DocumentFilter {
  readonly kind?: DocumentKind;
  /** Four digits. */
  readonly year?: string;
  readonly state?: PublicationState;
  readonly missing?: Exclude<DocumentLanguage, 'it'>;
  readonly q?: string;
}

/** What a create sends in its `data` part: the fields and the address. */
export type DocumentCreateData = DocumentInput & { readonly slug: string };

const one = (id: string) => `${DOCUMENTS_API.admin}/${encodeURIComponent(id)}`;

function withFile(file: File, data?: DocumentCreateData): FormData {
  const form = new FormData();
  // The fields first: the API reads them before the file's bytes.
  if (data) form.append('data', JSON.stringify(data));
  form.append('file', file, file.name);
  return form;
}

export const documentsApi = {
  /** A page of every document, whatever its state, newest first by its date. */
  page: (
    token: string,
    filter: DocumentFilter & { readonly cursor?: string | undefined },
    signal?: AbortSignal,
  ) =>
    fetchJson<AdminDocumentPage>(
      `${DOCUMENTS_API.admin}${queryOf({ limit: String(DOCUMENT_ADMIN_PAGE_SIZE.default), ...filter })}`,
      { headers: bearer(token), signal },
    ),
  /** A new document with its first file. */
  create: (token: string, data: DocumentCreateData, file: File, options: SendFormOptions = {}) =>
    sendForm<AdminDocument>(DOCUMENTS_API.admin, withFile(file, data), {
      ...options,
      headers: bearer(token),
    }),
  /** The fields and the state (not the address, not the file). */
  update: (token: string, id: string, input: DocumentInput) =>
    fetchJson<AdminDocument>(one(id), { method: 'PUT', headers: bearer(token), body: input }),
  /** A new file at the same address; the earlier ones stay in the history. */
  replaceFile: (token: string, id: string, file: File, options: SendFormOptions = {}) =>
    sendForm<AdminDocument>(`${one(id)}/file`, withFile(file), {
      ...options,
      headers: bearer(token),
    }),
  /** An administrator's picture as the thumbnail (a later file replacement draws it again). */
  replaceThumbnail: (token: string, id: string, image: File, options: SendFormOptions = {}) =>
    sendForm<AdminDocument>(`${one(id)}/thumbnail`, withFile(image), {
      ...options,
      headers: bearer(token),
    }),
  /** Off the site at once; the files are kept. */
  withdraw: (token: string, id: string) =>
    fetchJson<AdminDocument>(`${one(id)}/withdraw`, { method: 'POST', headers: bearer(token) }),
  /** One stored version of the file (`url` from the document's `files`), or the thumbnail
   * (`thumbnail.url`), whatever the state: token required. */
  async version(token: string, url: string): Promise<Blob> {
    const response = await fetch(url, { headers: bearer(token) });
    if (!response.ok) throw new ApiError(url, response.status);
    return response.blob();
  },
};
