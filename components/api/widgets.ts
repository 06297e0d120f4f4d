'use client';
// The API reference's interactive parts in one module, so an API page fetches them as one chunk
// (widgets.lazy.tsx).
export { TryItActions } from './try-it/actions';
export { SampleSwitcher } from './sample-switcher';
export { SchemaDisclosure } from './schema-disclosure';
export { SchemaToggleAll } from './schema-toggle-all';
