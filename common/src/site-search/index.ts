export * from './siteSearch';
