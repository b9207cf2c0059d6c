// What every app shares as one copy; read by the webpack config, the remote scaffold and the
// release records (no other import, so scripts that only record releases stay light).

/**
 * Dependencies every app shares as one copy (each app must declare them). i18next and
 * react-i18next: one translation instance and one React context for the shell and every
 * remote, each remote adding its own messages to it.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
];
