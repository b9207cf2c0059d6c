export * from './database';
export * from './ferretdb';
export * from './ports';
