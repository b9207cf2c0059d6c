// Small real PDFs, made here (nothing downloaded): CVs for the application form, documents
// for the admin's Documents tab.
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

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

/** A real PDF that runs JavaScript when opened (an `/OpenAction`), which the site refuses. */
export async function pdfWithJavaScript(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  const action = pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  return Buffer.from(await pdf.save());
}
