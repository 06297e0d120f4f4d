// Only re-exports: the implementation is in ./redirects.ts.
export * from './redirects';
