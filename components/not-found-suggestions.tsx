'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { SiteLink } from '@/components/site-link';
import { withBase } from '@/lib/shared/paths';
import { closestPages, type SuggestedPage } from '@/lib/shared/not-found/similarity';
import { fromEntries, NOT_FOUND_PAGES_PATH, type PageEntry } from '@/lib/shared/not-found/pages';

/**
 * "Closest pages" to the path not found. One 404.html answers every unknown path, so the suggestions appear only
 * at hydration, from `not-found-pages.json`.
 */
export function NotFoundSuggestions({ baseUrl, versionPrefixes }: { baseUrl: string; versionPrefixes: string[] }) {
  // Fetched at hydration, so preloaded: React puts one link in the head of the page that renders this, the not-found
  // page only (a server component's preload() would also run where the not-found tree is only a fallback).
  preload(withBase(baseUrl, NOT_FOUND_PAGES_PATH), { as: 'fetch', crossOrigin: 'anonymous' });
  const routePath = usePathname();
  const [pages, setPages] = useState<SuggestedPage[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(withBase(baseUrl, NOT_FOUND_PAGES_PATH), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PageEntry[]>) : []))
      .then((entries) =>
        setPages(closestPages(window.location.pathname, fromEntries(entries), { baseUrl, versionPrefixes })),
      )
      .catch(() => {
        // Aborted, or offline: no suggestions.
      });
    return () => controller.abort();
  }, [baseUrl, routePath, versionPrefixes]);
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
