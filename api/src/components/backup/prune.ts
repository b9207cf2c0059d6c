// `--keep n`: the newest n archives of a backup folder stay, older ones go. Only files named
// like an archive are considered (anything else in the folder is the operator's), and their
// names sort by time, so no file date is trusted.
import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVE_NAME, PARTIAL_NAME } from './archiveFormat';

/** A run killed while writing leaves its temporary file; one this old is not being written. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** Removes all but the newest `keep` archives in `dir`; answers the removed files' paths. */
export async function pruneBackups(
  dir: string,
  keep: number,
  now: Date = new Date(),
): Promise<string[]> {
  if (!Number.isSafeInteger(keep) || keep < 1) {
    throw new RangeError(`keep must be a whole number of at least 1, got ${keep}`);
  }
  const names = await fs.promises.readdir(dir);
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of names.filter((entry) => PARTIAL_NAME.test(entry))) {
    const { mtimeMs } = await fs.promises.stat(path.join(dir, name));
    if (now.getTime() - mtimeMs > STALE_PARTIAL_MS) removed.push(name);
  }
  const paths = removed.map((name) => path.join(dir, name));
  for (const file of paths) await fs.promises.rm(file, { force: true });
  return paths;
}
