// A chart with its data table, drawn only in the browser.
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { ChartFrame } from './ChartFrame';
export type { ChartFrameProps } from './ChartFrame';
