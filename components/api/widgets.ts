'use client';
// The API reference's client controls in one module, so that an API page loads them as one chunk
// (components/split-code.tsx).
export { SampleSwitcher } from './sample-switcher';
export { SchemaToggleAll } from './schema-toggle-all';
export { TryItActions } from './try-it/actions';
