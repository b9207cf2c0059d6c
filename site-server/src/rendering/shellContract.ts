// What this server and the shell's server bundle (shell/src/server) exchange for one page. The
// bundle is built with the shell and loaded at run time, so these types describe its answer;
// they mirror RenderRequest/RenderResult in shell/src/server/renderPage.tsx.
import type { RegistryEntry } from '../registry/registryDocument.ts';

export type ModuleId = `${string}/${string}`;

export type SsrDataEntry =
  | { readonly status: 'ready'; readonly data: unknown }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' };

export interface PreloadImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  readonly type?: string;
  readonly media?: string;
}

export interface RenderRecord {
  readonly data: Readonly<Record<string, SsrDataEntry>>;
  readonly meta: {
    readonly title: string;
    readonly description: string;
    readonly noindex?: boolean;
  } | null;
  readonly modules: readonly ModuleId[];
  readonly deferredModules?: readonly ModuleId[];
  readonly chunks: readonly string[];
  readonly images: readonly PreloadImage[];
  readonly redirect: string | null;
}

export interface SsrSnapshot {
  readonly remote: string | null;
  readonly page: string | null;
  readonly data: Readonly<Record<string, SsrDataEntry>>;
  readonly modules: readonly ModuleId[];
  readonly registry: readonly RegistryEntry[];
}

export interface RenderRequest {
  readonly url: string;
  readonly origin: string;
  readonly registry: readonly RegistryEntry[];
  readonly modules: ReadonlyMap<string, unknown>;
  readonly apiOrigin: string;
}

export interface RenderedPage {
  readonly kind: 'page';
  readonly status: number;
  readonly route: string | null;
  readonly html: string;
  readonly snapshot: SsrSnapshot;
  readonly record: RenderRecord;
}

export type RenderResult =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'client' }
  | RenderedPage;

/** The shell's server bundle as this server uses it. */
export interface ShellBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  formatTitle(title: string): string;
}

export function isShellBundle(
  value: Record<string, unknown>,
): value is Record<string, unknown> & ShellBundle {
  return typeof value.renderPage === 'function' && typeof value.formatTitle === 'function';
}
