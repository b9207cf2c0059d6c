// API tests: node environment, TypeScript through ts-jest, against a real FerretDB started by
// the global setup (never a mock of the driver).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // The shared service kit is ES modules written for Node 24 (see the transform's comment).
    '/server-kit/src/.+\\.ts$': '<rootDir>/../tooling/jest/serverKitTransform.cjs',
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/src/test-support/globalSetup.ts',
  globalTeardown: '<rootDir>/src/test-support/globalTeardown.ts',
  // The first run may build FerretDB in the global setup (not subject to this timeout).
  testTimeout: 30000,
};
