'use client';
import { lazy, type ComponentType } from 'react';

/**
 * A client leaf whose browser code is its own chunk, fetched only by pages that render it: a guide
 * without tabs never downloads the tabs' code, nor a guide the API reference's widgets.
 *
 * `onServer` is the component itself where the page is rendered on the server (`typeof window ===
 * 'undefined'`, a branch the bundler drops from the browser's copy), so the static HTML holds the leaf in
 * full, in place. In the browser, hydration waits for the leaf's chunk, which it requests on reaching it.
 * A leaf's wrapper is the module `x.lazy.tsx` beside its module `x`, with the same exports (unit tests,
 * in Node, import `x` in its place); server components import it from components/client-leaves.tsx. There
 * is deliberately no Suspense boundary: on the server it would let the leaf's server-rendered children
 * stream after the rest of the page, moved into place by a script.
 */
export function lazyLeaf<P extends object>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (onServer) return onServer;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // A function around the lazy type: the page's payload may hand it over as a lazy reference of its own,
  // and React does not resolve a lazy type that resolves to another.
  function LazyLeaf(props: P) {
    return <Lazy {...props} />;
  }
  return LazyLeaf;
}
