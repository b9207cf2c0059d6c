export * from './htmlToText';
