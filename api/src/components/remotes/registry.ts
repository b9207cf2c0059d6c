// The registry document: which remotes the shell loads. Re-read whenever the file changes, so
// editing it changes what the running site loads without a restart.
import fs from 'node:fs/promises';
import type { RemoteRouteManifest } from '@alu/common/contracts';
import { parseRouteManifest } from '@alu/common/contracts/declarationParsing';
import type { Logger } from '../../platform/logging/logger';
import { isServerBundlePin, type ServerBundlePin } from './releaseCheck';

export interface Remote {
  name: string;
  entry: string;
  /** The server bundle the operator pins for this entry (see releaseCheck). */
  ssr?: ServerBundlePin;
  /** Its pages, as the operator pins them; when absent, read from the entry's routes.json. */
  routes?: RemoteRouteManifest;
}

export interface RemotesDocument {
  remotes: Remote[];
}

export const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

export class RegistryError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid remotes registry ${file}: ${problems.join('; ')}`);
    this.name = 'RegistryError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks the shape of a parsed registry document; returns a clean copy or the problems. */
export function validateRemotes(input: unknown):
  | { ok: true; value: RemotesDocument }
  | {
      ok: false;
      problems: string[];
    } {
  if (!isRecord(input) || !Array.isArray(input.remotes)) {
    return { ok: false, problems: ['expected an object with a "remotes" array'] };
  }
  const problems: string[] = [];
  const remotes: Remote[] = [];
  const seen = new Set<string>();
  input.remotes.forEach((item: unknown, index) => {
    if (!isRecord(item)) {
      problems.push(`remotes[${index}] must be an object`);
      return;
    }
    const { name, entry, ssr, routes } = item;
    if (typeof name !== 'string' || !REMOTE_NAME.test(name)) {
      problems.push(`remotes[${index}].name must match ${REMOTE_NAME}`);
    } else if (seen.has(name)) {
      problems.push(`remotes[${index}].name "${name}" is listed twice`);
    }
    if (typeof entry !== 'string' || !isHttpUrl(entry)) {
      problems.push(`remotes[${index}].entry must be an http(s) URL`);
    }
    if (ssr !== undefined && !isServerBundlePin(ssr)) {
      problems.push(`remotes[${index}].ssr must be { file: "<name>.js", sha256: "<64 hex>" }`);
    }
    const pages = routes === undefined ? undefined : parseRouteManifest(routes);
    if (pages && !pages.ok) {
      problems.push(...pages.problems.map((problem) => `remotes[${index}].routes: ${problem}`));
    }
    if (typeof name === 'string' && typeof entry === 'string') {
      seen.add(name);
      remotes.push({
        name,
        entry,
        ...(isServerBundlePin(ssr) ? { ssr } : {}),
        ...(pages?.ok ? { routes: pages.manifest } : {}),
      });
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { remotes } };
}

type Cached = { key: string; result: RemotesDocument | RegistryError };

export class RemotesRegistry {
  private cached: Cached | undefined;

  constructor(
    readonly file: string,
    private readonly logger: Logger,
  ) {}

  /** The current document; throws RegistryError when the file is missing or invalid. */
  async get(): Promise<RemotesDocument> {
    let key: string;
    try {
      // Nanosecond mtime plus size and inode: an edit, or a replacement by rename, changes it.
      const stat = await fs.stat(this.file, { bigint: true });
      key = `${stat.mtimeNs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      key = `missing:${(error as NodeJS.ErrnoException).code ?? 'unknown'}`;
    }
    if (this.cached?.key !== key) {
      this.cached = { key, result: await this.load() };
      if (this.cached.result instanceof RegistryError) {
        this.logger.error(
          { file: this.file, problems: this.cached.result.problems },
          'remotes registry is invalid',
        );
      } else {
        this.logger.info(
          { file: this.file, remotes: this.cached.result.remotes.length },
          'remotes registry loaded',
        );
      }
    }
    const { result } = this.cached;
    if (result instanceof RegistryError) throw result;
    return result;
  }

  private async load(): Promise<RemotesDocument | RegistryError> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (error) {
      return new RegistryError(this.file, [`cannot read: ${(error as Error).message}`]);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return new RegistryError(this.file, [`not valid JSON: ${(error as Error).message}`]);
    }
    const checked = validateRemotes(parsed);
    return checked.ok ? checked.value : new RegistryError(this.file, checked.problems);
  }
}
