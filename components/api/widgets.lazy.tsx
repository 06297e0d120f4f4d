'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see lazyLeaf) */
import { lazyLeaf } from '@/components/lazy-leaf';

// The API reference's interactive parts, downloaded only by API pages, as one chunk (see lazyLeaf).
const onServer = typeof window === 'undefined' ? (require('./widgets') as typeof import('./widgets')) : undefined;

export const TryItActions = lazyLeaf(onServer?.TryItActions, () => import('./widgets').then((m) => m.TryItActions));
export const SampleSwitcher = lazyLeaf(onServer?.SampleSwitcher, () =>
  import('./widgets').then((m) => m.SampleSwitcher),
);
export const SchemaDisclosure = lazyLeaf(onServer?.SchemaDisclosure, () =>
  import('./widgets').then((m) => m.SchemaDisclosure),
);
export const SchemaToggleAll = lazyLeaf(onServer?.SchemaToggleAll, () =>
  import('./widgets').then((m) => m.SchemaToggleAll),
);
