// The telemetry constants the browser needs, in a module without valibot: the shell's
// measurement code imports them and must not carry the schemas' library.

/** The version label of a remote served from the registry file's own entry. */
export const REGISTRY_FILE_VERSION = 'registry-file';
/** Bytes of one beacon's body at most. */
export const TELEMETRY_MAX_BYTES = 16 * 1024;
/** Events in one beacon at most. */
export const TELEMETRY_MAX_EVENTS = 40;
