// A video shown on demand, with its poster while the player cannot be reached.
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { VideoEmbed, VIDEO_PROBE_TIMEOUT_MS } from './VideoEmbed';
export type { VideoEmbedProps } from './VideoEmbed';
