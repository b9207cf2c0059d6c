// The one module every browser app shares at run time (one chunk, one version negotiation).
// It is made of three parts with one-way dependencies: contracts ← federation ← ui.
export * from './contracts';
export * from './federation';
export * from './ui';
