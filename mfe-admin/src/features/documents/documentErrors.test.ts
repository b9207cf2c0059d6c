import { ApiError } from '@alu/common';
import { describeDocumentError, fieldOfError, isFileRefusal } from './documentErrors';

const refusal = (status: number, code: string, message = '', field?: string) =>
  new ApiError('/api/admin/documents', status, { details: { code, message, field } });

describe('the documents API’s refusals in Bulgarian', () => {
  it('words each refusal of the file by its code', () => {
    expect(describeDocumentError(refusal(415, 'document_not_pdf'), 'create')).toMatch(
      /^Файлът не е PDF: сървърът проверява съдържанието му/,
    );
    expect(
      describeDocumentError(
        refusal(413, 'document_too_large', 'file must be at most 5 MB'),
        'replace',
      ),
    ).toBe('Файлът е твърде голям: сървърът приема PDF до 5 MB.');
    // A body refused before it was read has no code: the default limit is named.
    expect(describeDocumentError(new ApiError('/x', 413), 'create')).toBe(
      'Файлът е твърде голям: сървърът приема PDF до 20 MB.',
    );
    expect(
      describeDocumentError(
        refusal(422, 'document_active_content', 'file holds active content (/OpenAction): …'),
        'create',
      ),
    ).toMatch(/^PDF файлът съдържа активно съдържание \(открито: \/OpenAction\): JavaScript/);
    expect(describeDocumentError(refusal(422, 'document_uninspectable'), 'create')).toMatch(
      /^PDF файлът има компресирани части, които сървърът не може да провери/,
    );
    expect(isFileRefusal(refusal(422, 'document_uninspectable'))).toBe(true);
    expect(isFileRefusal(refusal(400, 'validation_failed', 'x', 'titles.it'))).toBe(false);
  });

  it('names a refused field by the form’s label and says what it needs', () => {
    const error = refusal(400, 'validation_failed', 'must be a year between 1990 and 2100', 'year');
    expect(describeDocumentError(error, 'update')).toBe(
      'Полето „Финансова година“ не е прието: Годината трябва да е между 1990 и 2100.',
    );
    expect(fieldOfError(error)).toBe('year');
    expect(fieldOfError(refusal(400, 'validation_failed', 'x', 'body'))).toBeUndefined();
    expect(describeDocumentError(refusal(400, 'validation_failed', 'x', 'body'), 'create')).toBe(
      'Сървърът не можа да прочете изпратеното. Изберете файла отново и опитайте пак.',
    );
  });

  it('says what a conflict means for each write', () => {
    const conflict = refusal(409, 'conflict');
    expect(describeDocumentError(conflict, 'create')).toBe(
      'Вече има документ с този адрес. Изберете друг адрес.',
    );
    expect(describeDocumentError(conflict, 'replace')).toMatch(/^Файлът е заменен междувременно/);
    expect(describeDocumentError(new ApiError('/x', 0), 'create')).toBe(
      'Сървърът не отговаря. Проверете връзката и опитайте отново.',
    );
  });
});
