// Imported style sheets in unit tests: nothing (jsdom applies no styles).
export {};
