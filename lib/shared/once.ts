/** Runs `load` once and shares its promise with every caller; a failed load is forgotten so the next call retries. */
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

/** `once` per key (a URL): each key's load runs once and is shared; a failed one is tried again next time. */
export function oncePerKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loaders = new Map<string, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) loaders.set(key, (loader = once(() => load(key))));
    return loader();
  };
}
