'use client';
import { useEffect } from 'react';
import { useChromeConfig } from '@/components/layout/chrome-config';
import { causalChainText } from '@/lib/browser/theme/error-chain';

/**
 * A page that crashed while rendering: the navbar and footer (root layout) stay; the page area shows
 * the configured heading, a 'Try again' button that renders the page again, and the error message
 * with its cause chain. The document title is 'Page Error' while it shows.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { pageCrashHeading } = useChromeConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Page Error';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="container page-crash">
      <h1>{pageCrashHeading}</h1>
      <button type="button" className="button button--primary" onClick={() => reset()}>
        Try again
      </button>
      <hr />
      <p className="page-crash__chain">{causalChainText(error)}</p>
    </main>
  );
}
