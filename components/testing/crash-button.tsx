'use client';
import { useState } from 'react';

/**
 * Test hook, rendered only in the e2e fixture build (E2E_CRASH_HOOK=1, see scripts/build-for-e2e.ts):
 * a button that makes the page throw while rendering, with a cause chain, so the crash screen can be
 * tested. Production builds never render it.
 */
export function CrashButton() {
  const [crash, setCrash] = useState(false);
  if (crash) {
    throw new Error('Fixture crash: the page failed to render', {
      cause: new Error('Fixture cause: a value was missing'),
    });
  }
  return (
    <button type="button" className="button crash-button" onClick={() => setCrash(true)}>
      Crash this page
    </button>
  );
}
