// The presentations are documents of the API (editors publish them); the covers of those
// published before editors managed them stay here, by the document's address.
import type { DocumentExtras } from '../../../shared/documents/publishedDocuments';
import presentazioneInvestitori2019Thumbnail from './thumbnails/presentazione-investitori-2019.svg';
import presentazioneInvestitori2017Thumbnail from './thumbnails/presentazione-investitori-2017.svg';

export const PRESENTATION_EXTRAS: Readonly<Record<string, DocumentExtras>> = {
  'presentazione-investitori-2019': { thumbnail: presentazioneInvestitori2019Thumbnail },
  'presentazione-investitori-2017': { thumbnail: presentazioneInvestitori2017Thumbnail },
};
