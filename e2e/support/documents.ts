// Small real CVs for the application form, made here (nothing downloaded).
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF reading `text`, of at least `minBytes` when asked. */
export async function cvPdf(text: string, minBytes = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 300]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 30, y: 250, size: 16, font });
  const bytes = Buffer.from(await pdf.save());
  if (bytes.length >= minBytes) return bytes;
  // A comment line after the end is still a valid PDF (readers take the last %%EOF).
  const padding = `%${'x'.repeat(minBytes - bytes.length)}\n%%EOF\n`;
  return Buffer.concat([bytes, Buffer.from(padding)]);
}
