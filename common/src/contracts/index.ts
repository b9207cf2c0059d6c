export * from './news';
export * from './careers';
export * from './inquiries';
export * from './search';
export * from './newsletter';
export * from './publicConfig';
export * from './api-errors';
export * from './rich-text';
