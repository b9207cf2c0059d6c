import { isSearchKind, type SearchEntry, type SearchModule } from '../../contracts/search';
import type { RemoteRoutesModule } from './contract';

// Run-time checks of what a remote's exposed module really exports: a remote is built and
// released on its own, so its consumers cannot trust the compile-time types alone.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A React component as exported by a module: a function or an exotic component object. */
export function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (isRecord(value) && '$$typeof' in value);
}

/** The default export of a `./routes` module; with `pages`, it must provide each of them. */
export function isRemoteRoutesModule(
  value: unknown,
  pages: readonly string[] = [],
): value is RemoteRoutesModule {
  if (!isRecord(value) || typeof value.areaLabel !== 'string' || !isRecord(value.pages)) {
    return false;
  }
  const provided = value.pages;
  return pages.every((page) => isComponent(provided[page]));
}

function isSearchEntry(value: unknown): value is SearchEntry {
  if (!isRecord(value)) return false;
  return (
    typeof value.key === 'string' &&
    typeof value.title === 'string' &&
    typeof value.detail === 'string' &&
    typeof value.href === 'string' &&
    (value.image === undefined || typeof value.image === 'string') &&
    (value.kind === undefined || isSearchKind(value.kind)) &&
    Array.isArray(value.searchable) &&
    value.searchable.every((text) => typeof text === 'string')
  );
}

/** The default export of a `./search` module. */
export function isSearchModule(value: unknown): value is SearchModule {
  return (
    isRecord(value) &&
    typeof value.group === 'string' &&
    typeof value.order === 'number' &&
    Array.isArray(value.entries) &&
    value.entries.every(isSearchEntry)
  );
}
