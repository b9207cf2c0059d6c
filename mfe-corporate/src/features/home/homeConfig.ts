import { siteConfig } from '@alu/common';

// @alu/common is shared by semver range, so at run time this remote may get an older copy of
// siteConfig than the one it was built with: fields added later are read defensively.

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** URL of the overview's background video file, or '' when there is none. */
export function readHomeBackgroundVideo(config: unknown = siteConfig): string {
  return text(field(field(config, 'videos'), 'homeBackground'));
}

/** Address of the company video on an external site, or '' when there is none. */
export function readExternalVideoUrl(config: unknown = siteConfig): string {
  return text(field(config, 'externalVideoUrl'));
}
