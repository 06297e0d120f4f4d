/**
 * The e2e fixture build's crash button (scripts/build-for-e2e.ts). E2E_CRASH_HOOK is fixed at compile time
 * (next.config.mjs `env`), so in any other build this branch is dead code and the button is not in the page's
 * browser code.
 */
export async function CrashHook() {
  if (process.env.E2E_CRASH_HOOK !== '1') return null;
  const { CrashButton } = await import('./crash-button');
  return <CrashButton />;
}
