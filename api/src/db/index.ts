export * from './database';
export * from './ferretdb';
export * from './ports';
export * from './errors';
export * from './indexes';
