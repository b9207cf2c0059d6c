import type { RemoteName } from './contract';
import exposes from './exposes.json';

/**
 * The federated modules each remote must expose: the contract between a remote and its
 * consumers (the shell, other remotes). It is data (exposes.json) so that the build (webpack
 * config), the API (activation of a release) and the tests read the same list: a remote whose
 * build leaves one out fails its build, and a release without it cannot be activated.
 */
export const REMOTE_EXPOSES: Readonly<Record<RemoteName, readonly string[]>> = exposes;
