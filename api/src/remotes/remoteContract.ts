// The federated modules each remote must expose, read at run time from the contract file in
// @alu/common (common/src/federation/exposes.json): the compiled API runs on plain Node and
// cannot load the library's TypeScript, but JSON it can. remoteContract.test.ts checks that
// this is the same list the library exports.
import fs from 'node:fs';

export type RemoteExposes = Readonly<Record<string, readonly string[]>>;

function isExposes(value: unknown): value is RemoteExposes {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

let cached: RemoteExposes | undefined;

export function remoteExposes(): RemoteExposes {
  if (!cached) {
    const file = require.resolve('@alu/common/federation/exposes.json');
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isExposes(parsed)) throw new Error(`${file} is not a map of remote → exposed modules`);
    cached = parsed;
  }
  return cached;
}
