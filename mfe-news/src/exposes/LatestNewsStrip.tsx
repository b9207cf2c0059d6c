import { LatestNewsStrip } from '../features/latest-strip/LatestNewsStrip';

/**
 * Federated module `news/LatestNewsStrip`: the home page embeds it through
 * `<RemoteSlot module="news/LatestNewsStrip" />`, which renders the default export.
 */
export default LatestNewsStrip;
