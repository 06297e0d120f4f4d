'use client';

import Link from 'next/link';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch';
import { hitRoute, type HitUrls } from '@/lib/browser/search/group';
import { LEVELS, type SearchHit } from '@/lib/shared/search/types';
import { Highlighted } from './highlighted';

function highlightedLevels(hit: SearchHit): string[] {
  const h = (hit._highlightResult?.hierarchy ?? {}) as Record<string, { value?: string }>;
  return LEVELS.filter((l) => hit.hierarchy?.[l]).map((l) => h[l]?.value ?? hit.hierarchy?.[l] ?? '');
}

function groupByLvl0(hits: readonly SearchHit[]): [string, SearchHit[]][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = hit.hierarchy?.lvl0 ?? '';
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups];
}

function Result({ hit, urls }: { hit: SearchHit; urls: HitUrls }) {
  const levels = highlightedLevels(hit);
  const title = levels[levels.length - 1] ?? '';
  const crumbs = levels.slice(1, -1);
  // A text hit's own words; a heading or page-title hit, the start of its section's text (its excerpt).
  const snippets = hit._snippetResult as Record<'content' | 'excerpt', { value?: string } | undefined> | undefined;
  const snippet = snippets?.content?.value ?? snippets?.excerpt?.value;
  return (
    <article>
      <h3>
        <Link href={hitRoute(hit.url, urls)} prefetch={false}>
          <Highlighted value={title} />
        </Link>
      </h3>
      {crumbs.length ? (
        <div className="search-page__path">
          <ul className="search-page__crumbs">
            {crumbs.map((c, i) => (
              <li key={i}>
                <Highlighted value={c} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {snippet ? (
        <p>
          <Highlighted value={snippet} />
          {snippet.endsWith('…') ? null : '...'}
        </p>
      ) : null}
    </article>
  );
}

/** Count, grouped results, 'Load more', and the empty, loading and error states of the search page. */
export function SearchPageResults({ query, urls }: { query: string; urls: HitUrls }) {
  const { status, error, results } = useInstantSearch({ catchError: true });
  const { items, isLastPage, showMore } = useInfiniteHits<SearchHit>({ escapeHTML: false });
  if (!query) return null;
  if (status === 'error') {
    return (
      <div className="search-page__error" role="alert">
        <p>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
        {error?.message ? <p className="search-page__error-detail">{error.message}</p> : null}
      </div>
    );
  }
  const settled = results?.query === query && status !== 'loading' && status !== 'stalled';
  if (!settled && !items.length) return <div className="search-page__spinner" role="status" aria-label="Loading" />;
  const nbHits = results?.nbHits ?? 0;
  if (settled && !nbHits) return <p>No results were found</p>;
  return (
    <section aria-label="Search results">
      <p className="search-page__count">{nbHits === 1 ? 'One document found' : `${nbHits} documents found`}</p>
      {groupByLvl0(items).map(([lvl0, hits]) => (
        <div className="search-page__group" key={lvl0}>
          <h2>{lvl0}</h2>
          {hits.map((hit) => (
            <Result key={hit.objectID} hit={hit} urls={urls} />
          ))}
        </div>
      ))}
      {!isLastPage ? (
        <button type="button" className="search-page__more" onClick={showMore}>
          Load more
        </button>
      ) : null}
    </section>
  );
}
