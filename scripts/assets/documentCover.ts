// The title page of a document (issuer, kind, title, year, an optional badge) as a list of
// drawing primitives in A4 points, top-left origin. The same primitives are drawn into the
// PDF (pdf-lib) and written as the document's SVG thumbnail, so a thumbnail shows exactly
// the first page of its file. Text is measured with the PDF's own fonts (Helvetica).
// The five characters HTML escapes are XML's too, and `&#39;` is a reference SVG reads.
import escapeXml from 'escape-html';

/** RGB fractions. */
export type Color = [number, number, number];

export type RectShape = {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: Color;
  opacity?: number;
};
export type CircleShape = {
  type: 'circle';
  cx: number;
  cy: number;
  r: number;
  stroke: Color;
  strokeWidth: number;
};
export type TextShape = {
  type: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
  color: Color;
};
export type Shape = RectShape | CircleShape | TextShape;
/** What the layout needs of a font: the width of a text at a size (pdf-lib's fonts). */
export interface Font {
  widthOfTextAtSize(text: string, size: number): number;
}
export interface CoverSpec {
  issuer?: string;
  kind?: string;
  title: string;
  year?: number | string;
  subtitle?: string;
  badge?: string;
}

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;

/** Colours as RGB fractions (pdf-lib's `rgb`); `toHex` gives the SVG and Word form. */
export const COLORS: Record<'brand' | 'accent' | 'ink' | 'muted' | 'line' | 'white', Color> = {
  brand: [0.0, 0.29, 0.55],
  accent: [0.784, 0.063, 0.18],
  ink: [0.13, 0.15, 0.18],
  muted: [0.42, 0.45, 0.5],
  line: [0.835, 0.859, 0.886],
  white: [1, 1, 1],
};

/** RGB fractions → `#rrggbb`. */
export const toHex = (color: Color): string =>
  `#${color
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Greedy word wrap to `width` points. */
export function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The title page's primitives, measured with `fonts`. */
export function coverShapes(
  spec: CoverSpec,
  { regular, bold }: { regular: Font; bold: Font },
): Shape[] {
  const [pageWidth, pageHeight] = A4;
  const width = pageWidth - 2 * MARGIN;
  const shapes: Shape[] = [
    { type: 'rect', x: 0, y: 0, width: pageWidth, height: 230, color: COLORS.brand },
  ];
  // Brushed-metal streaks across the band.
  for (let index = 0; index < 9; index += 1) {
    shapes.push({
      type: 'rect',
      x: 0,
      y: 24 + index * 23,
      width: pageWidth,
      height: 3 + (index % 3) * 2,
      color: COLORS.white,
      opacity: 0.05 + (index % 4) * 0.025,
    });
  }
  const text = (value: string, x: number, y: number, size: number, isBold: boolean, color: Color) =>
    shapes.push({ type: 'text', x, y, text: value, size, bold: isBold, color });
  text((spec.issuer ?? 'Alumis AD').toUpperCase(), MARGIN, 92, 16, true, COLORS.white);
  shapes.push({ type: 'rect', x: MARGIN, y: 108, width: 48, height: 3, color: COLORS.accent });
  text(
    'Laminati ed estrusi di alluminio · Shumen, Bulgaria',
    MARGIN,
    136,
    10.5,
    false,
    COLORS.white,
  );

  let y = 300;
  if (spec.kind) {
    text(spec.kind.toUpperCase(), MARGIN, y, 12, true, COLORS.accent);
    y += 42;
  }
  for (const line of wrap(spec.title, bold, 30, width)) {
    text(line, MARGIN, y, 30, true, COLORS.ink);
    y += 38;
  }
  y += 52;
  text(String(spec.year), MARGIN, y, 72, true, COLORS.brand);
  y += 40;
  if (spec.subtitle) {
    for (const line of wrap(spec.subtitle, regular, 12, spec.badge ? width - 170 : width)) {
      text(line, MARGIN, y, 12, false, COLORS.muted);
      y += 17;
    }
  }
  if (spec.badge) {
    const cx = pageWidth - MARGIN - 72;
    const cy = 660;
    shapes.push({ type: 'circle', cx, cy, r: 72, stroke: COLORS.accent, strokeWidth: 4 });
    shapes.push({ type: 'circle', cx, cy, r: 62, stroke: COLORS.brand, strokeWidth: 1.5 });
    const lines = wrap(spec.badge, bold, 16, 104);
    lines.forEach((line, index) => {
      const lineWidth = bold.widthOfTextAtSize(line, 16);
      const lineY = cy + 6 + (index - (lines.length - 1) / 2) * 20;
      text(line, cx - lineWidth / 2, lineY, 16, true, COLORS.brand);
    });
  }
  shapes.push({
    type: 'rect',
    x: MARGIN,
    y: pageHeight - 80,
    width,
    height: 1,
    color: COLORS.line,
  });
  text(
    'Alumis AD · Seconda zona industriale · 9700 Shumen · Bulgaria',
    MARGIN,
    pageHeight - 56,
    9,
    false,
    COLORS.muted,
  );
  return shapes;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The cover as a standalone SVG (the thumbnail of the document); `title` is its accessible name. */
export function coverSvg(shapes: Shape[], title: string): string {
  const [pageWidth, pageHeight] = A4;
  const body = shapes.map((shape) => {
    if (shape.type === 'rect') {
      const opacity = shape.opacity === undefined ? '' : ` fill-opacity="${shape.opacity}"`;
      return `<rect x="${round(shape.x)}" y="${round(shape.y)}" width="${round(shape.width)}" height="${round(shape.height)}" fill="${toHex(shape.color)}"${opacity}/>`;
    }
    if (shape.type === 'circle') {
      return `<circle cx="${round(shape.cx)}" cy="${round(shape.cy)}" r="${shape.r}" fill="none" stroke="${toHex(shape.stroke)}" stroke-width="${shape.strokeWidth}"/>`;
    }
    const weight = shape.bold ? ' font-weight="700"' : '';
    return `<text x="${round(shape.x)}" y="${round(shape.y)}" font-size="${shape.size}"${weight} fill="${toHex(shape.color)}">${escapeXml(shape.text)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pageWidth} ${pageHeight}" width="420" height="594" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${pageWidth}" height="${pageHeight}" fill="${toHex(COLORS.white)}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
