import { checkPdf } from './documentFile';
import { pdfFile } from './documentTesting';

describe('checkPdf', () => {
  it('takes a PDF and refuses another file before anything is sent', async () => {
    await expect(checkPdf(pdfFile())).resolves.toEqual({ file: expect.any(File) });
    // A browser that does not know the type still names the file .pdf.
    await expect(checkPdf(new File(['%PDF-1.4 …'], 'A.PDF'))).resolves.toHaveProperty('file');
    await expect(
      checkPdf(new File(['%PDF-1.4'], 'report', { type: 'text/plain' })),
    ).resolves.toEqual({ problem: '„report“ не е PDF файл. Изберете файл с разширение .pdf.' });
    await expect(checkPdf(new File(['GIF89a'], 'scan.pdf'))).resolves.toHaveProperty(
      'problem',
      expect.stringMatching(/не е PDF по съдържание/),
    );
  });
});
