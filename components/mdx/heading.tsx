import type { ReactNode } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

/** h2–h6 with their anchor id and a "#" link to it. */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    if (!id) return <Tag>{children}</Tag>;
    const label = `Direct link to ${typeof children === 'string' ? children : id}`;
    return (
      <Tag id={id} className="anchor">
        {children}
        <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
          {'\u200B'}
        </a>
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
