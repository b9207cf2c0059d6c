// The shell's server bundle is built with the shell and loaded here at run time: its types are
// the rendering contract of @alu/common (type-only imports, erased when Node runs this file);
// what is checked at run time is that the file loaded is such a bundle.
import type { ShellServerBundle } from '@alu/common/contracts';

export type {
  FederatedModuleId,
  PreloadImage,
  RenderedPage,
  RenderRequest,
  RenderResult,
} from '@alu/common/contracts';
export type ShellBundle = ShellServerBundle;

export function isShellBundle(
  value: Record<string, unknown>,
): value is Record<string, unknown> & ShellBundle {
  return typeof value.renderPage === 'function' && typeof value.formatTitle === 'function';
}
