'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';
import { BASE_URL_STORAGE_KEY } from '@/lib/openapi/try-it/spec';
import { peekStorage } from '@/lib/storage/peek';

/**
 * The try-it panel's buttons: their code loads at the reader's first interaction (see gatedLeaf), like the colour
 * switch's. Until then Send is disabled, as in the static HTML, and a form's implicit submission (Enter in a
 * field) does nothing while its submit button is disabled. A page opened with a remembered base URL loads the
 * code at once, so the field shows that URL before the reader starts typing in it.
 */
export const TryItActions = gatedLeaf(
  typeof window === 'undefined' ? (require('./actions') as typeof import('./actions')).TryItActions : undefined,
  () => import('./actions').then((m) => m.TryItActions),
  {
    needsCodeEarly: (loadNow) => {
      if (peekStorage(BASE_URL_STORAGE_KEY) !== null) loadNow();
    },
  },
);
