// Releases of a remote made the way its team makes them: edit the source, `npm run release -w
// <workspace>`, then `npm run remotes -- activate|rollback`. The working copy is put back as it
// was (content and modification times), so the site's own build stays current.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_PASSWORD, ADMIN_USERNAME, SITE_URL } from './ports';

const run = promisify(execFile);
export const ROOT = path.resolve(__dirname, '..', '..');

/** Changes to a workspace's files: a new content for each path (relative to the repository). */
export type SourceEdits = Readonly<Record<string, (current: string | undefined) => string>>;

function applyEdits(edits: SourceEdits): () => void {
  const undo: (() => void)[] = [];
  for (const [relative, edit] of Object.entries(edits)) {
    const file = path.join(ROOT, relative);
    if (fs.existsSync(file)) {
      const original = fs.readFileSync(file, 'utf8');
      const { mtime } = fs.statSync(file);
      undo.push(() => {
        fs.writeFileSync(file, original);
        fs.utimesSync(file, mtime, mtime);
      });
      fs.writeFileSync(file, edit(original));
    } else {
      const parent = path.dirname(file);
      const createdParent = !fs.existsSync(parent);
      fs.mkdirSync(parent, { recursive: true });
      undo.push(() => fs.rmSync(createdParent ? parent : file, { recursive: true, force: true }));
      fs.writeFileSync(file, edit(undefined));
    }
  }
  return () => undo.reverse().forEach((step) => step());
}

/** Builds a release of `workspace` with `edits` applied; answers its version. */
export async function releaseWith(workspace: string, edits: SourceEdits): Promise<string> {
  const restore = applyEdits(edits);
  try {
    const { stdout } = await run('npm', ['run', 'release', '-w', workspace, '--silent'], {
      cwd: ROOT,
      env: process.env,
      maxBuffer: 20 * 1024 * 1024,
    });
    const version = /release: \S+ (\S+) in /.exec(stdout)?.[1];
    if (!version) throw new Error(`no version in the release's output:\n${stdout}`);
    return version;
  } finally {
    restore();
  }
}

/** `npm run remotes -- …` against the e2e site. */
export function remotes(...args: string[]) {
  return run(process.execPath, [path.join(ROOT, 'scripts', 'remotesCli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SITE_URL, ADMIN_USERNAME, ADMIN_PASSWORD },
  });
}

/** sha-256 of every file of a folder, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}
