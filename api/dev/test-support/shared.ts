// Global setup and teardown run in the same (parent) context; they share state through globalThis.
import type { FerretDbProcess } from '../ferretdb/ferretdb';

interface Shared {
  ferretdb: FerretDbProcess;
  dataDir: string;
}

const KEY = Symbol.for('alu-api.test.ferretdb');
const store = globalThis as typeof globalThis & { [KEY]?: Shared };

export function setSharedFerretDb(shared: Shared): void {
  store[KEY] = shared;
}

export function takeSharedFerretDb(): Shared | undefined {
  const shared = store[KEY];
  delete store[KEY];
  return shared;
}
