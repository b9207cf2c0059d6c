// A visitor's registry while canaries run: each canaried remote is either its stable version
// or its canary, as the visitor's bucket says, and the `canary` field itself is dropped (the
// browser and the shell see one version per remote). Visitors in the same canaries form one
// variant: they get the same registry, so the same rendered pages.
import type {
  CanaryRelease,
  RegistryDocument,
  RegistryEntry,
} from '../registry/registryDocument.ts';
import { inCanary } from './canaryBucket.ts';

/**
 * The canaries a visitor is in, as `remote@version` each, sorted: the key of the pages made
 * for them. The empty variant is the stable site.
 */
export type Variant = readonly string[];

export const STABLE: Variant = [];

const member = (remote: string, canary: Pick<CanaryRelease, 'version'>) =>
  `${remote}@${canary.version}`;

/** Whether a canary runs on any remote of the registry. */
export function canaryRunning(document: RegistryDocument | undefined): boolean {
  return document?.remotes.some((remote) => remote.canary !== undefined) ?? false;
}

/** The variant of a visitor (without an id, the stable site). */
export function variantOf(document: RegistryDocument | undefined, visitorId?: string): Variant {
  if (!document || visitorId === undefined) return STABLE;
  return document.remotes
    .flatMap(({ name, canary }) =>
      canary && inCanary(visitorId, name, canary) ? [member(name, canary)] : [],
    )
    .sort();
}

/**
 * The canary in a remote's place. Its own pages when the API could read them, the stable
 * version's otherwise (the area keeps its addresses); its own server bundle pin only, since
 * the stable one's names another file.
 */
function canaryEntry({ name, routes: stableRoutes }: RegistryEntry, canary: CanaryRelease) {
  const routes = canary.routes ?? stableRoutes;
  return {
    name,
    entry: canary.entry,
    version: canary.version,
    ...(canary.ssr ? { ssr: canary.ssr } : {}),
    ...(routes ? { routes } : {}),
  } satisfies RegistryEntry;
}

/** The registry of the visitors of `variant`, without any `canary` field. */
export function variantRegistry(
  document: RegistryDocument | undefined,
  variant: Variant,
): RegistryDocument | undefined {
  if (!document || !canaryRunning(document)) return document;
  const members = new Set(variant);
  const remotes = document.remotes.map((entry): RegistryEntry => {
    const { canary, ...stable } = entry;
    return canary && members.has(member(entry.name, canary)) ? canaryEntry(entry, canary) : stable;
  });
  return { ...document, remotes };
}
