// Every refusal of the documents API in Bulgarian: the file checks by their codes, a field the
// server named by its label with what to do, and the conflicts of each write. The form words
// its own checks with the same sentences, so an editor reads one message for one problem.
import { ApiError } from '@alu/common';
import {
  DOCUMENT_DEFAULT_MAX_MB,
  DOCUMENT_THUMBNAIL_MAX_MB,
  DOCUMENT_TITLE_MAX_LENGTH,
} from '@alu/common/contracts';
import { describeSaveError } from '../../shared/api/adminApi';

/** The fields as the API names them (inside `data` for a create), with the form's labels. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  file: 'PDF файл',
  slug: 'Адрес',
  kind: 'Вид',
  year: 'Финансова година',
  period: 'Период',
  meetingDate: 'Дата на общото събрание',
  date: 'Дата на документа',
  'titles.it': 'Заглавие (IT)',
  'titles.en': 'Заглавие (EN)',
  'titles.bg': 'Заглавие (BG)',
  'publication.state': 'Състояние',
  'publication.publishAt': 'Дата и час на публикуване',
};

const optionalTitle = `Заглавието може да е до ${DOCUMENT_TITLE_MAX_LENGTH} знака.`;

/** What a field needs, said the same way whether the form or the server found the problem. */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  file: 'Изберете PDF файл.',
  slug:
    'Адресът трябва да е от 1 до 120 малки латински букви, цифри и тирета, без тире в началото ' +
    'и в края.',
  kind: 'Изберете вида на документа.',
  year: 'Годината трябва да е между 1990 и 2100.',
  period: 'Изберете периода на отчета.',
  meetingDate: 'Въведете истинска дата на общото събрание (ДД-ММ-ГГГГ).',
  date: 'Въведете истинска дата (ДД-ММ-ГГГГ).',
  'titles.it': `Заглавието на италиански е задължително, до ${DOCUMENT_TITLE_MAX_LENGTH} знака.`,
  'titles.en': optionalTitle,
  'titles.bg': optionalTitle,
  'publication.state': 'Изберете състояние.',
  'publication.publishAt': 'Изберете бъдещи дата и час на публикуване.',
};

/** Which write failed: the same status means different things for each. */
export type DocumentWrite = 'create' | 'update' | 'replace' | 'withdraw';

const CONFLICTS: Readonly<Record<DocumentWrite, string>> = {
  create: 'Вече има документ с този адрес. Изберете друг адрес.',
  update: 'Документът е променен междувременно. Затворете формата и го отворете отново.',
  replace:
    'Файлът е заменен междувременно от друг администратор. Затворете формата, отворете ' +
    'документа отново и изберете файла пак.',
  withdraw: 'Документът е променен междувременно. Списъкът е зареден отново.',
};

/** The limit the server named (`at most 20 MB`), or the default one. */
function limitOf(message: string): string {
  return /at most ([\d.]+) MB/.exec(message)?.[1] ?? String(DOCUMENT_DEFAULT_MAX_MB);
}

/** The active name the server found (`(/JavaScript)`), for the editor to look for. */
function activeNameOf(message: string): string {
  const name = /\(\/([A-Za-z]+)\)/.exec(message)?.[1];
  return name ? ` (открито: /${name})` : '';
}

/** The field a refusal names, when it names one the form shows. */
export function fieldOfError(error: unknown): string | undefined {
  const field = error instanceof ApiError ? error.details?.field : undefined;
  return field && field in FIELD_LABELS ? field : undefined;
}

/** Whether the server refused the file itself (its type, size or content), not the fields. */
export function isFileRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 413 || (error.details?.code.startsWith('document_') ?? false);
}

function describeFileProblem(code: string, message: string): string | undefined {
  switch (code) {
    case 'document_not_pdf':
      return (
        'Файлът не е PDF: сървърът проверява съдържанието му (то трябва да започва с %PDF- и ' +
        'да завършва с %%EOF), а не името му. Запишете документа отново като PDF и го изберете.'
      );
    case 'document_too_large':
      return `Файлът е твърде голям: сървърът приема PDF до ${limitOf(message)} MB.`;
    case 'document_active_content':
      return (
        `PDF файлът съдържа активно съдържание${activeNameOf(message)}: JavaScript, ` +
        'автоматични действия или вградени файлове. Такъв файл не се публикува. Експортирайте ' +
        'го отново без тях (например като PDF/A) и го изберете.'
      );
    case 'document_uninspectable':
      return (
        'PDF файлът има компресирани части, които сървърът не може да провери, затова не е ' +
        'приет. Експортирайте го отново (например като PDF/A) и го изберете.'
      );
    default:
      return undefined;
  }
}

/** A Bulgarian sentence for a failed documents write. */
export function describeDocumentError(error: unknown, write: DocumentWrite): string {
  if (!(error instanceof ApiError) || error.status === 0) return describeSaveError(error);
  const details = error.details;
  const fileProblem = details && describeFileProblem(details.code, details.message);
  if (fileProblem) return fileProblem;
  if (error.status === 413) return describeFileProblem('document_too_large', '') ?? '';
  const field = details?.field;
  if (field === 'body') {
    return 'Сървърът не можа да прочете изпратеното. Изберете файла отново и опитайте пак.';
  }
  if (field) {
    const label = FIELD_LABELS[field] ?? field;
    return `Полето „${label}“ не е прието: ${FIELD_MESSAGES[field] ?? details?.message ?? ''}`;
  }
  if (error.status === 409) return CONFLICTS[write];
  if (error.status === 404) return 'Документът вече не съществува. Списъкът е зареден отново.';
  return describeSaveError(error);
}

/** A Bulgarian sentence for a refused thumbnail upload. */
export function describeThumbnailError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return describeSaveError(error);
  if (error.status === 413) {
    return `Изображението е твърде голямо: сървърът приема до ${DOCUMENT_THUMBNAIL_MAX_MB} MB.`;
  }
  if (error.status === 400 && error.details?.field === 'file') {
    return (
      'Файлът не е изображение JPEG, PNG или WebP, което сървърът може да прочете (той ' +
      'проверява съдържанието, а не името). Изберете друго изображение.'
    );
  }
  if (error.status === 404) return 'Документът вече не съществува. Списъкът е зареден отново.';
  return describeSaveError(error);
}
