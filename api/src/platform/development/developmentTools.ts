// What the API asks of its development tools (api/dev: the embedded FerretDB and the sample
// content). They are built apart, into api/dev/dist, which no production install or image
// carries: the API loads them only when a start asks for one of them (no MONGODB_URI, or
// sample content outside production), through this one interface.
import type { Db } from 'mongodb';
import type { Logger } from '../logging/logger';

export interface EmbeddedDatabaseOptions {
  /** The FerretDB binary; built first when it is missing. */
  binary: string;
  /** FerretDB keeps its SQLite files in <dataDir>/ferretdb and its state in <dataDir>/ferretdb-state. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** The api/ folder, where the development tools live. */
  apiDir: string;
  logger: Logger;
}

export interface EmbeddedDatabase {
  readonly uri: string;
  readonly port: number;
  readonly pid: number;
  /** False once the process has exited (for whatever reason). */
  readonly running: boolean;
  /** SIGTERM, then SIGKILL after the stop timeout; resolves once the process has exited. */
  stop(): Promise<void>;
}

export type SeedOutcome =
  | { status: 'skipped'; reason: 'marker' | 'not-empty' }
  | { status: 'seeded'; items: number; images: number; imageBytes: number; paintMs: number };

export interface DevelopmentTools {
  /** Builds the FerretDB binary when it is missing, starts it, resolves once it answers. */
  startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase>;
  /** The address of an embedded FerretDB listening on `port` (another process's). */
  embeddedDatabaseUri(port: number): string;
  /**
   * The sample news with their painted pictures, into a database that never had news; and the
   * site's documents whose address is still free. Answers what happened to the news.
   */
  seedSampleContent(db: Db, logger: Logger): Promise<SeedOutcome>;
}

/** The development tools are not installed (a production install or image). */
export class DevelopmentToolsMissing extends Error {
  constructor(purpose: string) {
    super(
      `${purpose} needs the API's development tools (api/dev, built into api/dev/dist by ` +
        '`npm run build -w api`), which a production install leaves out',
    );
    this.name = 'DevelopmentToolsMissing';
  }
}

/**
 * The development tools, loaded on first use. `purpose` names what needs them, for the
 * message when they are not installed.
 */
export function developmentTools(purpose: string): DevelopmentTools {
  let loaded: { developmentTools: DevelopmentTools };
  try {
    // require(), not import(): jest runs these modules without ES module support. The name is
    // resolved by package.json's "imports" (by jest's moduleNameMapper under test). This is the
    // one place production code may reach the development tools, at run time only.
    // eslint-disable-next-line @typescript-eslint/no-require-imports, import/no-restricted-paths
    loaded = require('#dev-tools') as { developmentTools: DevelopmentTools };
  } catch (error) {
    if (isMissingEntry(error)) throw new DevelopmentToolsMissing(purpose);
    throw error;
  }
  return loaded.developmentTools;
}

/** The tools' own entry is missing (not a module they import: that error is theirs). */
function isMissingEntry(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'MODULE_NOT_FOUND' &&
    typeof message === 'string' &&
    /Cannot find module '[^']*(#dev-tools|dev[\\/]dist[\\/]index\.js)'/.test(message)
  );
}
