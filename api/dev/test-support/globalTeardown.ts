import fs from 'node:fs';
import { takeSharedFerretDb } from './shared';

export default async function globalTeardown(): Promise<void> {
  const shared = takeSharedFerretDb();
  if (!shared) return;
  await shared.ferretdb.stop();
  fs.rmSync(shared.dataDir, { recursive: true, force: true });
}
