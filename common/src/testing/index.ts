// Test helpers for jest (jsdom), shared by the apps' unit tests: `@alu/common/testing`. Not
// part of the runtime library (nothing in `src/index.ts` imports it).

// Each remote's contract test: what it exposes keeps the federation's promises.
export { remoteContractProblems, REQUIRED_EXPOSE } from '../federation/remotes/remoteContract';
export type { ExposedModule } from '../federation/remotes/remoteContract';

/** A stubbed answer: status and JSON body, or an Error for a network failure. */
export type StubAnswer = { readonly status: number; readonly body?: unknown } | Error;

/** Replaces `fetch` with a stub that gives the answers in order (the last one repeats). */
export function stubFetch(...answers: StubAnswer[]): jest.Mock {
  let call = 0;
  const stub = jest.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === undefined) throw new Error('no answer stubbed');
    if (answer instanceof Error) throw new TypeError('Failed to fetch', { cause: answer });
    const empty = answer.status === 204 || answer.body === undefined;
    return new Response(empty ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}

/**
 * jsdom has no `showModal`/`close`: a stand-in that opens and closes like the browser (the
 * close event arrives in a later task). Returns the function that removes it.
 */
export function installDialogPolyfill(): () => void {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const saved = { showModal: prototype.showModal, close: prototype.close };
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  return () => Object.assign(prototype, saved);
}

// Each remote's translation test: the texts English and Bulgarian still lack.
export { textKeysInSource, translationGaps } from './translations';

// Each remote's glossary test: the texts that name something otherwise than the glossary.
export { glossaryGaps } from './glossary';

// Each remote's figure test: the translated texts that write a number otherwise than their
// language's rule.
export { figureGaps, figureFindings, FIGURE_RULES } from './figures';
