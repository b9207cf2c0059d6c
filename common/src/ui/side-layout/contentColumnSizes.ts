/**
 * `sizes` of a picture as wide as `SideLayout`'s content column: the page less its gutters
 * below 1000 px; beside the 240 px menu (1140 px page, 24 px gutters, 48 px gap) above.
 */
export const CONTENT_COLUMN_SIZES = '(max-width: 999px) calc(100vw - 48px), 804px';
