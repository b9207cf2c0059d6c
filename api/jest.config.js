// API tests: node environment, TypeScript through ts-jest, against a real FerretDB started by
// the global setup (never a mock of the driver). The production code's tests sit beside it in
// src/, the development tools' beside them in dev/.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/dev'],
  testMatch: ['**/*.test.ts'],
  // The development tools' own build output is not a source.
  modulePathIgnorePatterns: ['<rootDir>/dev/dist/'],
  moduleNameMapper: {
    // What Node finds through package.json's "imports" in the builds, found here in the
    // sources: a production module named by the development code, and the development tools
    // the API loads. A whole file path, as Node requires.
    '^#api/(.*)$': '<rootDir>/src/$1.ts',
    '^#dev-tools$': '<rootDir>/dev/index.ts',
  },
  transform: {
    // The shared service kit is ES modules written for Node 24 (see the transform's comment).
    '/server-kit/src/.+\\.ts$': '<rootDir>/../tooling/jest/serverKitTransform.ts',
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/dev/test-support/globalSetup.ts',
  globalTeardown: '<rootDir>/dev/test-support/globalTeardown.ts',
  // Every answer an app built by createApp gives is checked against the OpenAPI document it
  // serves: a test fails when one of its answers is not what the document declares.
  setupFilesAfterEnv: ['<rootDir>/dev/test-support/checkAnswers.ts'],
  // The first run may build FerretDB in the global setup (not subject to this timeout).
  testTimeout: 30000,
};
