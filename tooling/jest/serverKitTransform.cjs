// `@alu/server-kit` in the API's jest tests. The services run its TypeScript as ES modules
// (Node 24 strips the types; the compiled CommonJS API loads it with require()), but jest's
// module system loads required files as CommonJS, and ts-jest keeps the ES module syntax of a
// `"type": "module"` package. So its files are transpiled to CommonJS here, types removed and
// nothing checked: `npm run typecheck` checks them.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const OWN_SOURCE = readFileSync(__filename);
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2023,
  esModuleInterop: true,
  sourceMap: false,
  inlineSourceMap: true,
};

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(OWN_SOURCE)
      .update(ts.version)
      .update(filename)
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: COMPILER_OPTIONS,
      fileName: filename,
    });
    return { code: outputText };
  },
};
