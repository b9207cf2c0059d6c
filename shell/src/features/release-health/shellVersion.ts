// The version label of what the shell renders itself: its browser build's hash, the same for
// every page of one build and new with any change of its code.
declare const __webpack_hash__: string | undefined;

/** `development` where webpack does not build the code (the unit tests). */
export const SHELL_VERSION =
  typeof __webpack_hash__ === 'string' ? `shell-${__webpack_hash__}` : 'development';
