// The PDF an editor chooses, checked here as the API will check it where that is cheap: its
// name or type, its size against the API's default limit, and its first bytes. What only
// the server can judge (the end of the file, active content inside it, a limit an operator
// set lower) it still answers, and the form words that answer (documentErrors.ts).
import { DOCUMENT_DEFAULT_MAX_MB, PDF_SIGNATURE } from '@alu/common/contracts';
import { formatFileSize } from '@alu/common/locale-format';

export const DOCUMENT_MAX_BYTES = DOCUMENT_DEFAULT_MAX_MB * 1024 * 1024;

/** What the file field offers to choose. */
export const PDF_ACCEPT = '.pdf,application/pdf';

/** What the form says under the file field. */
export const FILE_HINT =
  `Само PDF до ${DOCUMENT_DEFAULT_MAX_MB} MB, без JavaScript, автоматични действия ` +
  'и вградени файлове.';

/** The first `count` bytes of a file as Latin-1 text (FileReader: every browser, and jsdom). */
function readStart(file: Blob, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      resolve(String.fromCharCode(...bytes));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const namedPdf = (file: File) =>
  file.name.toLowerCase().endsWith('.pdf') || file.type === 'application/pdf';

/** The chosen file, or the Bulgarian sentence that says why it cannot be sent. */
export async function checkPdf(file: File): Promise<{ file: File } | { problem: string }> {
  if (!namedPdf(file)) {
    return { problem: `„${file.name}“ не е PDF файл. Изберете файл с разширение .pdf.` };
  }
  if (file.size > DOCUMENT_MAX_BYTES) {
    return {
      problem: `„${file.name}“ е ${formatFileSize(file.size, 'bg')}: разрешени са до ${DOCUMENT_DEFAULT_MAX_MB} MB.`,
    };
  }
  let start: string;
  try {
    start = await readStart(file, PDF_SIGNATURE.length);
  } catch {
    return { problem: `„${file.name}“ не може да бъде прочетен. Изберете го отново.` };
  }
  if (start !== PDF_SIGNATURE) {
    return {
      problem: `„${file.name}“ не е PDF по съдържание, макар името му да завършва на .pdf. Запишете документа отново като PDF.`,
    };
  }
  return { file };
}
