export * from './news';
export * from './careers';
