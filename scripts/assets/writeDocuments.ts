// Writes the documents listed in documents.manifest.json files: PDFs with pdf-lib (A4 pages,
// headed sections of wrapped paragraphs, page numbers) and Word files (.docx) with docx.
// A document with a `year` gets a title page naming it and its year, and with `thumbnail`
// an SVG picture of that title page (written to `thumbnails/`). The texts are the project's
// own; a real deployment replaces the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { A4, COLORS, MARGIN, coverShapes, coverSvg, wrap } from './documentCover.ts';
import type { Color, Shape } from './documentCover.ts';
import { renderDocx } from './writeDocx.ts';

// A fixed date keeps the output byte-stable between runs.
export const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** A headed section of a document. */
export interface Section {
  heading?: string;
  paragraphs: string[];
}

/** A document of a documents.manifest.json. */
export interface DocumentSpec {
  file: string;
  title: string;
  subtitle?: string;
  issuer?: string;
  language?: string;
  kind?: string;
  year?: number;
  badge?: string;
  thumbnail?: string;
  sections: Section[];
}

type Fonts = { regular: PDFFont; bold: PDFFont };

const toRgb = (color: Color): RGB => rgb(color[0], color[1], color[2]);
const BRAND = toRgb(COLORS.brand);
const INK = toRgb(COLORS.ink);
const MUTED = toRgb(COLORS.muted);

/** Draws the cover primitives (top-left origin) on a pdf-lib page (bottom-left origin). */
function drawShapes(page: PDFPage, shapes: Shape[], fonts: Fonts): void {
  const height = A4[1];
  for (const shape of shapes) {
    if (shape.type === 'rect') {
      page.drawRectangle({
        x: shape.x,
        y: height - shape.y - shape.height,
        width: shape.width,
        height: shape.height,
        color: toRgb(shape.color),
        opacity: shape.opacity ?? 1,
      });
    } else if (shape.type === 'circle') {
      page.drawCircle({
        x: shape.cx,
        y: height - shape.cy,
        size: shape.r,
        borderColor: toRgb(shape.stroke),
        borderWidth: shape.strokeWidth,
      });
    } else {
      page.drawText(shape.text, {
        x: shape.x,
        y: height - shape.y,
        size: shape.size,
        font: shape.bold ? fonts.bold : fonts.regular,
        color: toRgb(shape.color),
      });
    }
  }
}

async function renderPdf(spec: DocumentSpec): Promise<{ bytes: Uint8Array; cover?: Shape[] }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.year ? `${spec.title} (${spec.year})` : spec.title);
  pdf.setAuthor(spec.issuer ?? 'Alumis AD');
  pdf.setLanguage(spec.language ?? 'it-IT');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts = { regular, bold };
  const width = A4[0] - 2 * MARGIN;
  const hasCover = spec.year !== undefined;
  let cover: Shape[] | undefined;
  if (hasCover) {
    cover = coverShapes(spec, fonts);
    drawShapes(pdf.addPage(A4), cover, fonts);
  }
  let page: PDFPage | undefined;
  let y = 0;
  const newPage = (): PDFPage => {
    const added = pdf.addPage(A4);
    page = added;
    y = A4[1] - MARGIN;
    added.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
    return added;
  };
  const write = (
    text: string,
    {
      font = regular,
      size = 10.5,
      color = INK,
      gap = 4,
    }: { font?: PDFFont; size?: number; color?: RGB; gap?: number } = {},
  ) => {
    for (const line of wrap(text, font, size, width)) {
      const current = y - size < MARGIN + 20 ? newPage() : page!;
      current.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };
  if (spec.sections.length > 0 || !hasCover) {
    newPage();
    write(spec.issuer ?? 'Alumis AD', { font: bold, size: 10, color: BRAND, gap: 10 });
    write(hasCover ? `${spec.title} · ${spec.year}` : spec.title, { font: bold, size: 20, gap: 6 });
    if (spec.subtitle) write(spec.subtitle, { size: 11, color: MUTED, gap: 14 });
    for (const section of spec.sections) {
      if (section.heading) write(section.heading, { font: bold, size: 12.5, gap: 4 });
      for (const paragraph of section.paragraphs) write(paragraph, { gap: 8 });
      y -= 6;
    }
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    if (hasCover && index === 0) return;
    const label = `${spec.title} · ${index + 1}/${pages.length}`;
    each.drawText(label, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED });
  });
  return { bytes: await pdf.save({ useObjectStreams: false }), cover };
}

/** The cover primitives of a document that is not a PDF (measured with the same fonts). */
async function coverOf(spec: DocumentSpec): Promise<Shape[]> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return coverShapes(spec, { regular, bold });
}

async function render(
  spec: DocumentSpec,
): Promise<{ bytes: Uint8Array; cover?: Shape[] | undefined }> {
  const format = extname(spec.file).toLowerCase();
  if (format === '.pdf') return renderPdf(spec);
  if (format === '.docx') {
    const bytes = await renderDocx(spec, FIXED_DATE);
    return { bytes, cover: spec.year === undefined ? undefined : await coverOf(spec) };
  }
  throw new Error(`${spec.file}: only .pdf and .docx documents can be written`);
}

/** Writes the documents the `manifests` list (existing files kept unless `force`). */
export async function writeDocuments(
  manifests: string[],
  { force }: { force: boolean },
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  for (const manifest of manifests) {
    const dir = dirname(manifest);
    const { documents } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      documents: DocumentSpec[];
    };
    mkdirSync(join(dir, 'documents'), { recursive: true });
    for (const spec of documents) {
      const out = join(dir, 'documents', spec.file);
      const thumbnailOut = spec.thumbnail ? join(dir, 'thumbnails', spec.thumbnail) : undefined;
      if (!force && existsSync(out) && (!thumbnailOut || existsSync(thumbnailOut))) {
        kept += 1;
        continue;
      }
      if (spec.thumbnail && spec.year === undefined) {
        throw new Error(`${manifest}: ${spec.file} has a thumbnail but no year (no title page)`);
      }
      const { bytes, cover } = await render(spec);
      writeFileSync(out, bytes);
      if (thumbnailOut && cover) {
        mkdirSync(dirname(thumbnailOut), { recursive: true });
        writeFileSync(thumbnailOut, coverSvg(cover, `${spec.title} (${spec.year})`));
      }
      written += 1;
    }
  }
  return { written, kept };
}
