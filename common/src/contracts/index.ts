export * from './news';
