'use client';

import { NoResultsIcon, ErrorIcon } from './icons';

export function NoRecentScreen() {
  return (
    <div className="DocSearch-StartScreen">
      <p className="DocSearch-Help">No recent searches</p>
    </div>
  );
}

export function ErrorScreen({ detail }: { detail?: string }) {
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
      {detail ? <p className="DocSearch-Help DocSearch-Error-Detail">{detail}</p> : null}
    </div>
  );
}

export interface NoResultsProps {
  query: string;
  suggestions: string[];
  missingResultsUrl: string | null;
  onSuggestion: (query: string) => void;
}

export function NoResultsScreen({ query, suggestions, missingResultsUrl, onSuggestion }: NoResultsProps) {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        No results for &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length ? (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">Try searching for:</p>
          <ul>
            {suggestions.slice(0, 3).map((s) => (
              <li key={s}>
                <button type="button" className="DocSearch-Prefill" onClick={() => onSuggestion(`${s.toLowerCase()} `)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {missingResultsUrl ? (
        <p className="DocSearch-Help">
          Believe this query should return results?{' '}
          <a
            href={missingResultsUrl.replace('{query}', encodeURIComponent(query))}
            target="_blank"
            rel="noopener noreferrer"
          >
            Let us know.
          </a>
        </p>
      ) : null}
    </div>
  );
}
