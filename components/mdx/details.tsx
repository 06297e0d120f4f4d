import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

type DetailsProps = Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode };

/** `<details>` and Docusaurus' `<Details summary="…">`, as a native disclosure that needs no JavaScript. */
export function Details({ summary, children, className, ...rest }: DetailsProps) {
  const first = Children.toArray(children)[0];
  const ownSummary = isValidElement(first) && first.type === 'summary';
  const head =
    summary === undefined || ownSummary ? null : isValidElement(summary) ? summary : <summary>{summary}</summary>;
  return (
    <details className={`details${className ? ` ${className}` : ''}`} {...rest}>
      {head}
      {children}
    </details>
  );
}
