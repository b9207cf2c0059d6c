// One naming convention for the source tree, checked on every file git knows:
// - folders are kebab-case (`news-list`, `contact-links`);
// - a code or style file is named after what it holds, in camelCase or, for a React component
//   and its CSS module, PascalCase (`NewsListPage.tsx`, `NewsListPage.module.css`,
//   `newsApi.ts`), followed by role suffixes (`.test`, `.data`, `.module`, `.router`,
//   `.operations` (an API component's declared operations), `.types`,
//   and the language of a catalog's part, every language of the site but the first, as in
//   `corporateTexts.en.ts`);
// - pictures, documents and fonts (content, not code) keep the names their manifests give them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// The site's languages (a plain file without imports: `require` reads it as it is).
const { TRANSLATED_LOCALES } = createRequire(import.meta.url)(
  '../../common/src/contracts/locales.ts',
) as typeof import('../../common/src/contracts/locales.ts');
const ROLES = [
  'test',
  'data',
  'module',
  'router',
  'operations',
  'types',
  'd',
  ...TRANSLATED_LOCALES,
];
const CODE_FILE = new RegExp(
  `^[A-Za-z][A-Za-z0-9]*(\\.(${ROLES.join('|')}))*\\.(ts|tsx|js|mjs|cjs|css)$`,
);
/** Folders named by their tools, not by us. */
const TOOL_FOLDERS = new Set(['__mocks__', '.ci', '.github']);

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-z', '--', '*/src/*', 'api/dev/*', 'tooling/*', 'scripts/*'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
}

test('folders of the source tree are kebab-case', () => {
  const folders = new Set(sourceFiles().flatMap((file) => path.dirname(file).split('/')));
  const wrong = [...folders].filter((name) => !FOLDER.test(name) && !TOOL_FOLDERS.has(name));
  assert.deepEqual(wrong, []);
});

test('code and style files are camelCase or PascalCase, with role suffixes', () => {
  const wrong = sourceFiles()
    .filter((file) => CODE.test(file))
    .filter((file) => !CODE_FILE.test(path.basename(file)));
  assert.deepEqual(wrong, []);
});
