import path from 'node:path';
import { figureGaps } from '../../testing/figures';
import { glossaryGaps } from '../../testing/glossary';
import { textKeysInSource, translationGaps } from '../../testing/translations';
import { CATEGORY_PLACEHOLDER, INQUIRY_SENT_TEXT } from '../inquiry-form/InquiryForm';
import { uiTexts } from './uiTexts';

const texts = [
  ...textKeysInSource(path.join(__dirname, '..')),
  CATEGORY_PLACEHOLDER,
  INQUIRY_SENT_TEXT,
  'Prodotto',
  'Categoria',
  'Nome e cognome',
  'Telefono',
  'E-mail',
  'Messaggio',
  'Hai inviato troppe richieste in poco tempo. Riprova tra un minuto.',
  'Hai inviato troppe richieste in poco tempo. Riprova tra {{minutes}} minuti.',
  'La richiesta non è stata inviata: controlla il campo evidenziato e riprova.',
  'La richiesta non è stata inviata per un problema di collegamento. Il testo che hai scritto è ancora qui: riprova tra qualche istante.',
  'Miniature',
  'Elenco',
];

test('every text of the shared UI is written in English and Bulgarian', async () => {
  expect(await translationGaps(uiTexts, texts)).toEqual({ en: [], bg: [] });
});

test('every text of the shared UI follows its language’s glossary', async () => {
  expect(await glossaryGaps(uiTexts, texts)).toEqual({ it: [], en: [], bg: [] });
});

test('every figure the shared UI writes in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(uiTexts)).toEqual({ en: [], bg: [] });
});
