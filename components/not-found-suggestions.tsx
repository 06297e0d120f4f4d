'use client';

import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/site-link';
import { closestPages } from '@/lib/not-found/similarity';
import { fromEntries, type PageEntry } from '@/lib/not-found/pages';

const noSubscription = () => () => {};
const currentPath = () => window.location.pathname;
// One 404.html answers every unknown path, so the HTML holds no suggestions; they appear once the path is known.
const noPath = () => null;

/** "Closest pages": up to five pages whose routes look most like the path that was not found. */
export function NotFoundSuggestions({ entries, baseUrl }: { entries: readonly PageEntry[]; baseUrl: string }) {
  const pathname = useSyncExternalStore<string | null>(noSubscription, currentPath, noPath);
  if (pathname === null) return null;
  const pages = closestPages(pathname, fromEntries(entries), { baseUrl });
  if (pages.length === 0) return null;
  return (
    <section className="not-found__closest" aria-labelledby="not-found-closest">
      <h2 id="not-found-closest">Closest pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.route}>
            <SiteLink href={page.route}>{page.title}</SiteLink> <code className="not-found__route">{page.route}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
