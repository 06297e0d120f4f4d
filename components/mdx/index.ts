// Only re-exports: the map is in ./components.tsx.
export * from './components';
