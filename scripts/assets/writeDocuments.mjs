// Writes the PDF documents listed in documents.manifest.json files with pdf-lib: A4 pages,
// a title block, headed sections of wrapped paragraphs, page numbers. The texts are the
// project's own (short policy summaries); a real deployment replaces the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const A4 = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0.0, 0.29, 0.55);
const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
// A fixed date keeps the output byte-stable between runs.
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * @typedef {{ heading?: string, paragraphs: string[] }} Section
 * @typedef {{ file: string, title: string, subtitle?: string, issuer?: string, language?: string, sections: Section[] }} DocumentSpec
 */

function wrap(text, font, size, width) {
  const lines = [];
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

/** @param {DocumentSpec} spec */
async function renderPdf(spec) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.title);
  pdf.setAuthor(spec.issuer ?? 'Alumis AD');
  pdf.setLanguage(spec.language ?? 'it-IT');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
  };
  const write = (text, { font = regular, size = 10.5, color = INK, gap = 4 } = {}) => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < MARGIN + 20) newPage();
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };
  newPage();
  write(spec.issuer ?? 'Alumis AD', { font: bold, size: 10, color: BRAND, gap: 10 });
  write(spec.title, { font: bold, size: 20, gap: 6 });
  if (spec.subtitle) write(spec.subtitle, { size: 11, color: MUTED, gap: 14 });
  for (const section of spec.sections) {
    if (section.heading) write(section.heading, { font: bold, size: 12.5, gap: 4 });
    for (const paragraph of section.paragraphs) write(paragraph, { gap: 8 });
    y -= 6;
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = `${spec.title} · ${index + 1}/${pages.length}`;
    each.drawText(label, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}

/** @param {string[]} manifests */
export async function writeDocuments(manifests, { force }) {
  let written = 0;
  let kept = 0;
  for (const manifest of manifests) {
    const dir = dirname(manifest);
    /** @type {{ documents: DocumentSpec[] }} */
    const { documents } = JSON.parse(readFileSync(manifest, 'utf8'));
    mkdirSync(join(dir, 'documents'), { recursive: true });
    for (const spec of documents) {
      const out = join(dir, 'documents', spec.file);
      if (!force && existsSync(out)) {
        kept += 1;
        continue;
      }
      writeFileSync(out, await renderPdf(spec));
      written += 1;
    }
  }
  return { written, kept };
}
