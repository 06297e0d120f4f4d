import { highlightParts } from '@/lib/browser/search/highlight-parts';

/** A highlight or snippet value as text nodes and `<mark>`s: markup inside the value is shown as text. */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {highlightParts(value).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
