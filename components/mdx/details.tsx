import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

type DetailsProps = Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode };

/**
 * `<details>` in a guide, and Docusaurus' `<Details summary="…">` (`@theme/Details`): a native disclosure, so it
 * opens and closes without JavaScript. A `<summary>` written as the first child is kept as it is.
 */
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
