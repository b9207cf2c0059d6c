// The images section of `npm run bench`: the size of each OCI image, as the last
// `npm run images` measured it (its report in .cache/images/images.json). The bench builds no
// image itself: building them takes about a minute and two cores the measurements need.
import { formatTable } from './budgetTable.ts';
import { readReport, revision } from '../images/images.ts';

const megabytes = (bytes: number) => Number((bytes / 1e6).toFixed(1));

/** The images section of the report. */
export interface ImagesSection {
  tag: string;
  builtAt: string;
  currentRevision: boolean;
  buildSeconds: number;
  rows: { image: string; base: string; megabytes: number; ownMegabytes: number }[];
}

export function benchImages(): ImagesSection {
  const report = readReport();
  if (!report) throw new Error('no image built yet: run npm run images');
  return {
    tag: report.tag,
    builtAt: report.date,
    // The images may be older than the code the rest of the bench measures.
    currentRevision: report.revision === revision().full,
    buildSeconds: report.seconds.total,
    rows: report.images.map((image) => ({
      image: image.ref,
      base: `${image.base} (${report.bases[image.unit === 'static-origin' ? 'nginx' : 'node'].origin})`,
      megabytes: megabytes(image.bytes),
      ownMegabytes: megabytes(image.ownBytes),
    })),
  };
}

export function printImages(images: ImagesSection): void {
  const note = images.currentRevision ? '' : ', NOT of the current revision';
  console.log(
    `\nImages (npm run images, ${images.builtAt}${note}; unpacked size, as on a node's disk)`,
  );
  console.log(
    formatTable(
      ['image', 'MB', 'own layers MB', 'base'],
      images.rows.map((row) => [row.image, row.megabytes, row.ownMegabytes, row.base]),
    ),
  );
}
