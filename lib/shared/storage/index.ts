// Only re-exports: the implementation is in ./storage.ts.
export * from './storage';
