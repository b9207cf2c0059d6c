// Makes the short background clips listed in videos.manifest.json files from the remote's own
// pictures, with Debian's ffmpeg: each picture pans slowly and fades into the next, and the
// clip ends on its first frame so it loops without a jump. Two files per clip, WebM (VP9) and
// MP4 (H.264, for browsers without VP9), silent, small (the overview shows them under a dark
// veil). Like the pictures, the outputs are committed: a build never needs ffmpeg.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../apps.ts';

const FPS = 24;

/** A clip of a videos.manifest.json. */
interface VideoSpec {
  name: string;
  frames: string[];
  width: number;
  height: number;
  secondsPerFrame: number;
  fadeSeconds: number;
}

/** The filter graph: a horizontal pan per picture, chained by cross-fades, back to the first. */
function filterGraph(spec: VideoSpec): { graph: string; output: string; inputs: string[] } {
  const { width: w, height: h, secondsPerFrame: t, fadeSeconds: f, frames } = spec;
  const segments = [...frames, frames[0]!];
  const parts = segments.map((_, index) => {
    const last = index === segments.length - 1;
    // Scaled to cover the clip with 12 % to spare, then a window slides across it
    // (alternating sides); the closing copy of the first picture stays where the clip began.
    const from = last ? 0.5 : index % 2 === 0 ? 0.5 : 1;
    const to = last ? 0.5 : index % 2 === 0 ? 1 : 0;
    const duration = last ? f : t;
    const x = `(iw-${w})*(${from}+(${to}-${from})*t/${duration})`;
    return (
      `[${index}:v]scale=${Math.round(w * 1.12)}:${Math.round(h * 1.12)}:` +
      `force_original_aspect_ratio=increase:flags=lanczos,` +
      `crop=${w}:${h}:x='${x}':y='(ih-${h})/2',setsar=1,fps=${FPS},format=yuv420p[s${index}]`
    );
  });
  let previous = 's0';
  let offset = 0;
  for (let index = 1; index < segments.length; index += 1) {
    offset += t - f;
    const out = `x${index}`;
    parts.push(
      `[${previous}][s${index}]xfade=transition=fade:duration=${f}:offset=${offset}[${out}]`,
    );
    previous = out;
  }
  return { graph: parts.join(';'), output: previous, inputs: segments };
}

const ENCODINGS = [
  {
    extension: 'webm',
    args: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-deadline', 'good'],
  },
  {
    extension: 'mp4',
    args: ['-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-profile:v', 'main'],
  },
];

function encode(spec: VideoSpec, folder: string, target: string, args: string[]): void {
  const { graph, output, inputs } = filterGraph(spec);
  const inputArgs = inputs.flatMap((frame, index) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(index === inputs.length - 1 ? spec.fadeSeconds : spec.secondsPerFrame),
    '-i',
    join(folder, 'images', frame),
  ]);
  const result = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputArgs,
      '-filter_complex',
      graph,
      '-map',
      `[${output}]`,
      '-an',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      ...args,
      target,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed on ${relative(ROOT, target)}`);
}

/** Makes the clips the `manifests` list (existing files kept unless `force`). */
export function makeVideos(
  manifests: string[],
  { force }: { force: boolean },
): { written: number; kept: number } {
  let written = 0;
  let kept = 0;
  const hasFfmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  for (const manifest of manifests) {
    const folder = dirname(manifest);
    const { videos } = JSON.parse(readFileSync(manifest, 'utf8')) as { videos: VideoSpec[] };
    mkdirSync(join(folder, 'videos'), { recursive: true });
    for (const spec of videos) {
      for (const { extension, args } of ENCODINGS) {
        const target = join(folder, 'videos', `${spec.name}.${extension}`);
        if (existsSync(target) && !force) {
          kept += 1;
          continue;
        }
        if (!hasFfmpeg) {
          throw new Error(
            `${relative(ROOT, target)} is missing and ffmpeg is not installed (apt-get install -y ffmpeg)`,
          );
        }
        encode(spec, folder, target, args);
        written += 1;
      }
    }
  }
  return { written, kept };
}
