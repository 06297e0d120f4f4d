/** E2E_CRASH_HOOK is fixed at compile time (next.config.mjs `env`), so other builds drop the crash button's code. */
export async function CrashHook() {
  if (process.env.E2E_CRASH_HOOK !== '1') return null;
  const { CrashButton } = await import('./crash-button');
  return <CrashButton />;
}
