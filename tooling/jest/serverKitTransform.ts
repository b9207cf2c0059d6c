// `@alu/server-kit` in the API's jest tests. The services run its TypeScript as ES modules
// (Node 24 strips the types; the compiled CommonJS API loads it with require()), but jest's
// module system loads required files as CommonJS, and ts-jest keeps the ES module syntax of a
// `"type": "module"` package. So its files are transpiled to CommonJS here, types removed and
// nothing checked: `npm run typecheck` checks them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SyncTransformer } from '@jest/transform';
import ts from 'typescript';

const OWN_SOURCE = readFileSync(import.meta.filename);
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2023,
  esModuleInterop: true,
  sourceMap: false,
  inlineSourceMap: true,
};

const transformer: SyncTransformer = {
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

export default transformer;
