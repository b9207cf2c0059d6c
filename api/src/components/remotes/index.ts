// What other components use of the remotes: the registry file, whose readability is part of
// the API's readiness.
export type { RemotesRegistry } from './registry';
