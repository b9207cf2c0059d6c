// A throw-away copy of the repository, as a team's clone would be: the files git knows (and
// the new ones it does not ignore), with the installed packages and the current builds linked
// from this checkout instead of copied.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './releases';

export function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(tmpdir(), 'alu-copy-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  const linked = [
    'node_modules',
    ...fs.readdirSync(ROOT).flatMap((dir) => [`${dir}/node_modules`, `${dir}/dist`]),
  ];
  for (const relative of linked) {
    const source = path.join(ROOT, relative);
    if (fs.existsSync(source) && fs.existsSync(path.dirname(path.join(copy, relative)))) {
      fs.symlinkSync(source, path.join(copy, relative));
    }
  }
  return copy;
}
