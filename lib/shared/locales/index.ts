// Only re-exports: the implementation is in ./locales.ts.
export * from './locales';
