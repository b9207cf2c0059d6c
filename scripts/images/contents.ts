// What an operator cares about in an image's file system, read from it (mounted): compilers,
// the project's tests, dev-only packages, the API's development tools. Each list must be empty.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (paths relative to it), symbolic links not followed. */
function walk(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    files.push(relative);
    if (entry.isDirectory()) files.push(...walk(dir, relative));
  }
  return files;
}

/** What an image must not hold, each as a list of the files found. */
export interface ForbiddenContents {
  compilers: string[];
  testFiles: string[];
  devPackages: string[];
  developmentTools: string[];
}

/** `{ compilers, testFiles, devPackages, developmentTools }` found below `root`. */
export function forbiddenContents(root: string, { apiImage = false } = {}): ForbiddenContents {
  const compilers = ['gcc', 'cc', 'c++', 'g++', 'make', 'clang', 'ld', 'as', 'node-gyp'];
  const binDirs = ['bin', 'sbin', 'usr/bin', 'usr/sbin', 'usr/local/bin', 'usr/local/sbin'];
  const found: ForbiddenContents = {
    compilers: binDirs.flatMap((dir) =>
      compilers
        .map((name) => path.join(dir, name))
        .filter((file) => {
          try {
            return readdirSync(path.join(root, path.dirname(file))).includes(path.basename(file));
          } catch {
            return false; // no such folder
          }
        }),
    ),
    testFiles: [],
    devPackages: [],
    developmentTools: [],
  };
  const app = path.join(root, 'app');
  let appFiles: string[] = [];
  try {
    appFiles = walk(app);
  } catch {
    // no /app (the static origin)
  }
  const devOnly = new Set([
    'typescript',
    'jest',
    'webpack',
    'webpack-cli',
    'ts-jest',
    'ts-loader',
    'eslint',
    'prettier',
    'supertest',
    'playwright',
    '@playwright/test',
    'lighthouse',
    'node', // the root devDependency that puts Node 24 on npm scripts' PATH
  ]);
  for (const file of appFiles) {
    const name = path.basename(file);
    // The project's tests (packages in node_modules ship some of their own: 4 MB, left as is).
    const ours = !file.split(path.sep).includes('node_modules');
    if (ours && (/\.test\.[cm]?[jt]sx?$/.test(name) || name === 'test-support')) {
      found.testFiles.push(file);
    }
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(file);
    if (match?.[1] && devOnly.has(match[1])) found.devPackages.push(file);
  }
  if (apiImage) {
    // The API's development tools stay out: the embedded FerretDB (its binary, its build script,
    // its launcher) and the sample content (its painter, its data, its command), built apart
    // into api/dev/dist. The API loads them only where a start asks for them, which no image
    // does: it has a MONGODB_URI, and writes no sample content in production.
    const everything = walk(root).filter((file) => !/^(proc|sys|dev)\//.test(file));
    found.developmentTools = everything.filter(
      (file) =>
        /ferretdb/i.test(path.basename(file)) ||
        /^app\/api\/dev(\/|$)/.test(file) ||
        /^(seedNews|seedCli|painter)\./.test(path.basename(file)),
    );
  }
  return found;
}
