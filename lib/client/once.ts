/**
 * A loader that runs `load` once and shares its promise with every caller; a failed load is
 * forgotten, so the next call tries again. For code and data fetched on first use (the search modal,
 * the search page's results, a docs version's sidebar tree).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const started = load();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = undefined;
      });
    }
    return pending;
  };
}
