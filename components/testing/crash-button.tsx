'use client';
import { useState } from 'react';

/** Test hook of the e2e fixture build (scripts/build-for-e2e.ts): makes the page throw, to test the crash screen. */
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
