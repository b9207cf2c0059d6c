// Run inside an image's dependency stage, before `npm ci --omit=dev -w <workspace>`: removes
// the root project's devDependencies from package.json and from the lockfile's root entry.
// With `-w`, npm still installs the root project's own dependencies, and --omit=dev does not
// drop those the lockfile records as needed by a front-end workspace (typescript, a peer of
// the federation plugin; react). They are the repository's tools, never a service's.
import { readFileSync, writeFileSync } from 'node:fs';

const edit = (file, change) => {
  const document = JSON.parse(readFileSync(file, 'utf8'));
  change(document);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
};

edit('package.json', (manifest) => delete manifest.devDependencies);
edit('package-lock.json', (lock) => delete lock.packages[''].devDependencies);
