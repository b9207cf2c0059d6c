// What every app shares as one copy; read by the webpack config, the remote scaffold and the
// release records (no other import, so scripts that only record releases stay light).

/**
 * Dependencies every app shares as one copy (each app must declare them). i18next: one
 * translation instance for the shell and every remote, each remote adding its own texts to it
 * (loaded by the English and Bulgarian pages only).
 */
export const SINGLETONS: readonly string[] = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
];
