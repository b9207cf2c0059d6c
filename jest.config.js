// Unit tests of the shared library and the front-end apps (jsdom). API tests run in the
// api workspace against the real database; e2e tests run in Chromium.
const { federatedApps } = require('./tooling/workspaces/federatedApps.ts');

/** `@alu/common` and its subpaths, resolved through the library's own `exports` map. */
function commonEntryPoints() {
  const { exports } = require('./common/package.json');
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, file]) => [
      `^@alu/common${subpath.slice(1)}$`,
      `<rootDir>/common/${file.slice(2)}`,
    ]),
  );
}

const frontend = ['common', ...federatedApps(__dirname).map((app) => app.workspace)];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tooling/jest/jsdomEnvironment.ts',
      roots: frontend.map((dir) => `<rootDir>/${dir}/src`),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            tsconfig: {
              jsx: 'react-jsx',
              module: 'commonjs',
              moduleResolution: 'node10',
              esModuleInterop: true,
              isolatedModules: true,
              ignoreDeprecations: '6.0',
            },
          },
        ],
        '\\.(jpe?g|png)$': '<rootDir>/tooling/jest/imageTransform.ts',
      },
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/tooling/jest/emptyModule.ts',
        '\\.(gif|svg|webp|avif|mp4|webm|pdf|docx?)$': '<rootDir>/tooling/jest/fileStub.ts',
        // d3 packages ship ES modules only; their UMD builds load under jest's CommonJS.
        '^(d3-[a-z]+|internmap)$': '<rootDir>/node_modules/$1/dist/$1.min.js',
        ...commonEntryPoints(),
      },
    },
  ],
};
