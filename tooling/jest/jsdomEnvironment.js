// jsdom lacks some web APIs that Node has (fetch, Response, TextEncoder…): lend them.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { TextEncoder, TextDecoder } = require('node:util');
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

module.exports = JsdomWithWebApis;
