// Test helpers of the admin remote (not used by the app).
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { installDialogPolyfill } from '@alu/common/testing';
import { SessionContext, type AdminSession } from './session/AdminSession';

export const TEST_TOKEN = 'test-token';

/** Renders children inside a router and a signed-in session. */
export function withSession(
  children: ReactNode,
  logout: () => void = () => undefined,
  replaceToken: (token: string) => void = () => undefined,
) {
  const session: AdminSession = {
    token: TEST_TOKEN,
    username: 'amministratore',
    logout,
    replaceToken,
  };
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
}

type Handler = (init: RequestInit) => { status: number; body?: unknown };

/**
 * Replaces `fetch` with answers chosen by `METHOD path` (e.g. `GET /api/news`); a handler
 * may change what later calls get. An unknown call fails the test.
 */
export function routeFetch(routes: Record<string, Handler>): jest.Mock {
  const stub = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call: ${key}`);
    const { status, body } = handler(init);
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}

/** One multipart upload as the page sent it. */
export interface SentUpload {
  /** `METHOD path`. */
  readonly key: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
}

type UploadHandler = (
  upload: SentUpload,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Replaces `XMLHttpRequest` (the uploads with progress, see sendForm) with answers chosen by
 * `METHOD path`; a handler may answer later (a promise) to hold the upload in flight. Answers
 * the uploads sent. An unknown call fails the upload with an error naming it.
 */
export function routeUploads(routes: Record<string, UploadHandler>): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeUpload {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private key = '';
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.key = `${method} ${url}`;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const handler = routes[this.key];
      if (!handler) throw new Error(`unexpected upload: ${this.key}`);
      const upload = { key: this.key, headers: { ...this.headers }, body };
      sent.push(upload);
      void Promise.resolve(handler(upload)).then(({ status, body: answer }) => {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 10,
          total: 10,
        } as ProgressEvent);
        this.status = status;
        this.responseText = answer === undefined ? '' : JSON.stringify(answer);
        this.onload?.();
      });
    }
  }
  global.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  return sent;
}

/** The calls a stub received, as `METHOD path`. */
export const calls = (stub: jest.Mock) =>
  stub.mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

/**
 * Per test: the real `fetch` and `XMLHttpRequest` back afterwards, console errors (the panel
 * logs every failed request there on purpose) silenced, and with `dialog` the `<dialog>`
 * stand-in jsdom lacks.
 */
export function setUpAdminTests({ dialog = false }: { dialog?: boolean } = {}): void {
  const realFetch = global.fetch;
  const realXhr = global.XMLHttpRequest;
  let uninstallDialog: (() => void) | undefined;
  beforeEach(() => {
    if (dialog) uninstallDialog = installDialogPolyfill();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstallDialog?.();
    global.fetch = realFetch;
    global.XMLHttpRequest = realXhr;
    jest.restoreAllMocks();
  });
}
