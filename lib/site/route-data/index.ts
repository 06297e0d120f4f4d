// Only re-exports: the implementation is in ./route-data.ts.
export * from './route-data';
