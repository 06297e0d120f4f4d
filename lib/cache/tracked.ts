/** A promise that carries its outcome as React's `use` reads it, so a settled one never suspends. */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome once it settles (`status`, and `value` or `reason`), the fields React's `use`
 * reads: a later render that reads it gets the value at once instead of suspending again. Returns the same promise.
 */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const out = promise as Tracked<T>;
  // The handlers return nothing: returning `out` (what Object.assign gives) would make the promise `then` returns
  // adopt a rejection of `out`, an unhandled one.
  out.then(
    (value) => void Object.assign(out, { status: 'fulfilled', value }),
    (reason) => void Object.assign(out, { status: 'rejected', reason }),
  );
  return out;
}
