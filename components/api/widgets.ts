'use client';
// The API reference's controls that only react to the reader, in one module, so an API page fetches them as one
// chunk (widgets.gated.tsx).
export { SampleSwitcher } from './sample-switcher';
export { SchemaDisclosure } from './schema-disclosure';
export { SchemaToggleAll } from './schema-toggle-all';
