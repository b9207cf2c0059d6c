import { siteConfig } from '@alu/common';

export interface PlantTourVideo {
  readonly youtubeId: string;
  readonly title: string;
}

const DEFAULT_TITLE = 'Alumis: visita allo stabilimento di Shumen';

/**
 * The plant-tour video of `siteConfig.videos`, or undefined when the deployment has none.
 * The config is read as unknown data: `@alu/common` is shared by semver range, so an older
 * copy already loaded by the host may lack the entry.
 */
export function readPlantTourVideo(config: unknown = siteConfig): PlantTourVideo | undefined {
  const videos = field(config, 'videos');
  const tour = field(videos, 'plantTour');
  const youtubeId = field(tour, 'youtubeId');
  if (typeof youtubeId !== 'string' || youtubeId.trim() === '') return undefined;
  const title = field(tour, 'title');
  return {
    youtubeId: youtubeId.trim(),
    title: typeof title === 'string' && title.trim() !== '' ? title : DEFAULT_TITLE,
  };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
