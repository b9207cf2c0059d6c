// What the composition root uses of release health: the status's sources and the watcher.
export {
  AUTOMATIC_ROLLBACK,
  CanaryWatcher,
  type CanaryControl,
  type CanaryVerdict,
} from './canaryWatcher';
export type { ReleaseStatusSources } from './releaseStatus';
