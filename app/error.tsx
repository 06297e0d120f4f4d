'use client';
import { useEffect } from 'react';
import { useChromeConfig } from '@/components/layout/chrome-config';
import { causalChainText } from '@/lib/browser/theme/error-chain';

/** A page that crashed while rendering: the root layout's navbar and footer stay, and 'Try again' renders it again. */
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
