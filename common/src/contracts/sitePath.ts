// A path a client says it was on, checked the way a browser would read it: resolved against
// the site's origin with the WHATWG URL parser, so `/\evil.example/x` (which a browser reads
// as `//evil.example/x`) is seen for the other site it names.

/** `path` resolved against `origin`, when the result is still on `origin`; else undefined. */
export function pathOnOrigin(path: string, origin: string): URL | undefined {
  try {
    const base = new URL(origin);
    const resolved = new URL(path, base);
    return resolved.origin === base.origin ? resolved : undefined;
  } catch {
    return undefined;
  }
}
