// The site's icons and sharing picture, drawn from the logo's mark (the same shape as the
// header's Logo): favicon.ico (16, 32, 48 px), touch icons (180, 192, 512 px, the last also
// maskable) and the default Open Graph picture (1200 × 630). Written to shell/public/, which
// the shell's build copies to the site's root; committed like the other assets.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { ROOT } from '../apps.ts';

const NAVY = '#0b2a4a';
const RED = '#c8102e';
const OUT = join(ROOT, 'shell', 'public');

/** The mark on a navy square; `padding` (0–1) leaves a maskable icon's safe zone. */
function markSvg(size: number, { padding = 0.14, radius = 0.18 } = {}): string {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 32;
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * radius}" fill="${NAVY}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M0 32 16 0l16 32h-8l-8-17-8 17z" fill="#ffffff"/>
    <path d="M10 32h12l-6-12z" fill="${RED}"/>
  </g>
</svg>`;
}

function sharingSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect y="590" width="1200" height="40" fill="${RED}"/>
  <g transform="translate(120 195) scale(7.5)">
    <path d="M0 32 16 0l16 32h-8l-8-17-8 17z" fill="#ffffff"/>
    <path d="M10 32h12l-6-12z" fill="${RED}"/>
  </g>
  <text x="420" y="300" fill="#ffffff" font-family="DejaVu Sans" font-weight="bold" font-size="120" letter-spacing="12">ALUMIS</text>
  <text x="424" y="380" fill="#c9d6e3" font-family="DejaVu Sans" font-size="36">Rolled and extruded aluminium · Bulgaria</text>
</svg>`;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

export async function writeSiteIcons({ force = false } = {}): Promise<{
  written: number;
  kept: number;
}> {
  mkdirSync(OUT, { recursive: true });
  const files: Record<string, () => Promise<Buffer>> = {
    'favicon.ico': async () =>
      pngToIco(await Promise.all([16, 32, 48].map((s) => png(markSvg(s, { padding: 0.06 }))))),
    'icon.svg': async () => Buffer.from(markSvg(32, { padding: 0.06 })),
    'apple-touch-icon.png': () => png(markSvg(180, { radius: 0 })),
    'icon-192.png': () => png(markSvg(192)),
    'icon-512.png': () => png(markSvg(512)),
    'icon-maskable-512.png': () => png(markSvg(512, { padding: 0.22, radius: 0 })),
    'og-image.png': () => png(sharingSvg()),
  };
  let written = 0;
  for (const [name, make] of Object.entries(files)) {
    const file = join(OUT, name);
    if (existsSync(file) && !force) continue;
    writeFileSync(file, await make());
    written += 1;
  }
  return { written, kept: Object.keys(files).length - written };
}
