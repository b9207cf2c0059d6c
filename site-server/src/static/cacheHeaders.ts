import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** Manifests, entries and HTML must be revalidated; content-hashed files never change. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const file = path.basename(filePath);
  if (file === 'mf-manifest.json' || file === 'remoteEntry.js' || file.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8}\./.test(file)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}
