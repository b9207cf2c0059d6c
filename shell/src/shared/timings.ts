/** The shell's fixed timings (ms) and offsets (px). */
export const DROPDOWN_CLOSE_DELAY_MS = 2000;
export const COOKIE_PROMPT_DELAY_MS = 5000;
export const SUBSCRIBE_FOCUS_DELAY_MS = 1000;
export const HEADER_SOLID_OFFSET_PX = 1;
