export * from './news';
export * from './careers';
export * from './inquiries';
export * from './search';
export * from './api-errors';
export * from './rich-text';
