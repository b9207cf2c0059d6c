// `npm run assets`: paints the remotes' pictures and writes their documents (PDF), from the
// manifests kept next to the features that use them:
//   <app>/src/**/images.manifest.json     → <that folder>/images/<file>
//   <app>/src/**/documents.manifest.json  → <that folder>/documents/<file>
//   <app>/src/**/videos.manifest.json     → <that folder>/videos/<name>.webm and .mp4 (ffmpeg)
// The outputs are committed (a remote's build never depends on this script); re-run it after
// editing a manifest. The site's icons (shell/public/) are drawn here too (siteIcons.ts). Existing files are kept unless `--force` is given, so the outputs only
// change when their manifest does. Nothing is downloaded: pictures come from the procedural
// painter of the API's sample content, documents from pdf-lib.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../apps.ts';
import { paintImages } from './paintImages.ts';
import { writeSiteIcons } from './siteIcons.ts';
import { writeDocuments } from './writeDocuments.ts';
import { makeVideos } from './makeVideos.ts';

const APP_DIRS = readdirSync(ROOT).filter((name) => name.startsWith('mfe-') || name === 'shell');

function findManifests(dir: string, fileName: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) findManifests(path, fileName, found);
    else if (entry === fileName) found.push(path);
  }
  return found;
}

const force = process.argv.includes('--force');
const manifests = (fileName: string) =>
  APP_DIRS.flatMap((app) => findManifests(join(ROOT, app, 'src'), fileName));

const images = await paintImages(manifests('images.manifest.json'), { force });
const documents = await writeDocuments(manifests('documents.manifest.json'), { force });
const icons = await writeSiteIcons({ force });
const videos = makeVideos(manifests('videos.manifest.json'), { force });
console.log(
  `assets: ${images.written} image(s) painted, ${images.kept} kept; ` +
    `${documents.written} document(s) written, ${documents.kept} kept; ` +
    `${icons.written} site icon(s) written, ${icons.kept} kept; ` +
    `${videos.written} video file(s) made, ${videos.kept} kept`,
);
