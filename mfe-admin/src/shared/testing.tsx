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

/** The calls a stub received, as `METHOD path`. */
export const calls = (stub: jest.Mock) =>
  stub.mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

/**
 * Per test: the real `fetch` back afterwards, console errors (the panel logs every failed
 * request there on purpose) silenced, and with `dialog` the `<dialog>` stand-in jsdom lacks.
 */
export function setUpAdminTests({ dialog = false }: { dialog?: boolean } = {}): void {
  const realFetch = global.fetch;
  let uninstallDialog: (() => void) | undefined;
  beforeEach(() => {
    if (dialog) uninstallDialog = installDialogPolyfill();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstallDialog?.();
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });
}
