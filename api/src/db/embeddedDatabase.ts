import type * as FerretDb from './ferretdb';

/**
 * The embedded FerretDB's launcher, loaded only where no MONGODB_URI is given: a production
 * install (an image) leaves it out altogether, with every other development-only file.
 */
export function embeddedDatabase(): typeof FerretDb {
  // require(): jest runs these modules without ES module support, so no import() here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./ferretdb') as typeof FerretDb;
}
