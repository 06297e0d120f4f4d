'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';
import { tabChoiceOrTarget } from '@/lib/tabs/early';

// The API reference's controls that only react to the reader (the sample language, the schema's folds), one chunk
// downloaded by API pages only, at the reader's first interaction (see gatedLeaf); at once when the page opens on
// a remembered sample language (stored like a tab choice) or a hash, which may name a folded schema property.
const onServer = typeof window === 'undefined' ? (require('./widgets') as typeof import('./widgets')) : undefined;
const options = { needsCodeEarly: tabChoiceOrTarget };

export const SampleSwitcher = gatedLeaf(
  onServer?.SampleSwitcher,
  () => import('./widgets').then((m) => m.SampleSwitcher),
  options,
);
export const SchemaDisclosure = gatedLeaf(
  onServer?.SchemaDisclosure,
  () => import('./widgets').then((m) => m.SchemaDisclosure),
  options,
);
export const SchemaToggleAll = gatedLeaf(
  onServer?.SchemaToggleAll,
  () => import('./widgets').then((m) => m.SchemaToggleAll),
  options,
);
