// jsdom lacks some web APIs that Node has (fetch, Response, TextEncoder…): lend them.
import { TextDecoder, TextEncoder } from 'node:util';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithWebApis extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      fetch,
      Response,
      Request,
      Headers,
      structuredClone,
      ReadableStream,
      AbortController,
      AbortSignal,
    });
    // jsdom logs "not implemented" for scrolling; the tests do not depend on it.
    this.global.scrollTo = () => undefined;
    this.global.HTMLElement.prototype.scrollIntoView = () => undefined;
  }
}
