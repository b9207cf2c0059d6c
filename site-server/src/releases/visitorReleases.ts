// The registry as each visitor gets it, over the registry read from the API (which names the
// running canaries): the stable registry for what is everyone's (sitemap, readiness), the
// visitor's own for a page, its policy and `/api/remotes`.
import type { Request } from 'express';
import type { RegistryDocument } from '../registry/registryDocument.ts';
import type { RegistryReader } from '../registry/registryReader.ts';
import { visitorIdOf } from './releaseCookie.ts';
import {
  canaryRunning,
  STABLE,
  variantOf,
  variantRegistry,
  type Variant,
} from './visitorRegistry.ts';

/** The pages a request is rendered as: one variant's, with the registry of its visitors. */
export interface VisitorVariant {
  /** Empty for the stable site. */
  readonly key: string;
  readonly registry: RegistryReader;
  /** The answer depends on the visitor's cookie (a canary runs): no shared cache may keep it. */
  readonly perVisitor: boolean;
}

export interface VisitorReleases {
  /** The registry of visitors in no canary, without any `canary` field. */
  readonly stable: RegistryReader;
  /** Whether some canary runs now. */
  running(): Promise<boolean>;
  /** The request's visitor's registry, without any `canary` field. */
  registryOf(req: Request): Promise<RegistryDocument | undefined>;
  variantOf(req: Request): Promise<VisitorVariant>;
}

/** A reader of one variant's registry, over the one registry read from the API. */
function variantReader(registry: RegistryReader, variant: Variant): RegistryReader {
  return {
    current: async () => variantRegistry(await registry.current(), variant),
    invalidate: () => registry.invalidate(),
  };
}

export function visitorReleases(registry: RegistryReader): VisitorReleases {
  const stable = variantReader(registry, STABLE);
  return {
    stable,
    running: async () => canaryRunning(await registry.current()),
    async registryOf(req) {
      const document = await registry.current();
      return variantRegistry(document, variantOf(document, visitorIdOf(req)));
    },
    async variantOf(req) {
      const document = await registry.current();
      const perVisitor = canaryRunning(document);
      const variant = variantOf(document, visitorIdOf(req));
      if (variant.length === 0) return { key: '', registry: stable, perVisitor };
      return { key: variant.join(' '), registry: variantReader(registry, variant), perVisitor };
    },
  };
}
