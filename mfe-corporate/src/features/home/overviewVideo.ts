import { readHomeBackgroundVideo } from './homeConfig';
// The project's own clip (videos.manifest.json, made by `npm run assets` from these pictures).
import loopMp4 from './videos/panoramica-loop.mp4';
import loopWebm from './videos/panoramica-loop.webm';

export interface VideoSource {
  readonly src: string;
  /** MIME type, so a browser skips a format it cannot play without downloading it. */
  readonly type?: string;
}

/** The value of `siteConfig.videos.homeBackground` that turns the background video off. */
export const NO_BACKGROUND_VIDEO = 'none';

/**
 * The overview's background video: the file `siteConfig.videos.homeBackground` names, none
 * when it says `none`, and otherwise the project's own loop, WebM first, MP4 for the rest.
 */
export function overviewVideoSources(
  configured: string = readHomeBackgroundVideo(),
): readonly VideoSource[] {
  if (configured === NO_BACKGROUND_VIDEO) return [];
  if (configured !== '') return [{ src: configured }];
  return [
    { src: loopWebm, type: 'video/webm' },
    { src: loopMp4, type: 'video/mp4' },
  ];
}
