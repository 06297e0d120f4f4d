// Only re-exports: the implementation is in ./urls.ts.
export * from './urls';
