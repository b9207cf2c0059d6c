// A remote's origin for the tests: released versions of one remote, each with its manifest,
// its files list and its server bundle, at `/<version>/…` (as a release folder serves them).
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PinnedServerBundle } from '../registry/registryDocument.ts';
import { sha256 } from '../rendering/serverBundle.ts';

/** A server bundle whose area renders `html` (the fake shell calls `render()`). */
export const areaBundle = (html: string): string => `exports.setPublicPath = () => undefined;
exports.exposes = { './routes': async () => ({ default: { render: () => ${JSON.stringify(html)} } }) };`;

/** A release whose page throws while the server renders it. */
export const throwingAreaBundle = `exports.setPublicPath = () => undefined;
exports.exposes = { './routes': async () => ({ default: { render: () => { throw new Error('broken release'); } } }) };`;

/** A release whose server bundle throws as soon as it runs. */
export const failingBundle = `throw new Error('this bundle does not run');`;

export interface FakeRemote {
  readonly server: Server;
  readonly origin: string;
  /** The manifest URL of a version. */
  entry(version: string): string;
  /** The pin the API would record for a version's server bundle. */
  ssr(version: string): PinnedServerBundle;
}

/** Serves `bundles` (version → server bundle code). */
export async function startFakeRemote(bundles: Record<string, string>): Promise<FakeRemote> {
  const server = http.createServer((req, res) => {
    const [, version = '', ...rest] = (req.url ?? '').split('/');
    const bundle = bundles[version];
    const files: Record<string, string | undefined> = {
      'mf-manifest.json': '{"exposes":[]}',
      'ssr-assets.json': '{"groups":{}}',
      'ssr/server.js': bundle,
    };
    const body = bundle === undefined ? undefined : files[rest.join('/')];
    if (body === undefined) res.writeHead(404).end();
    else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    entry: (version) => `${origin}/${version}/mf-manifest.json`,
    ssr: (version) => ({ file: 'server.js', sha256: sha256(bundles[version] ?? '') }),
  };
}
