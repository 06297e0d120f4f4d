import type { ComponentProps, ReactNode } from 'react';

/**
 * Inline code in prose. Browsers may wrap a line after any hyphen, which tears option names apart
 * (`--log-` | `level`, or `-` | `-model`); each word that has a hyphen is therefore kept on one line, while
 * the code can still wrap at its spaces. Only plain text is touched: the `code` of a highlighted block has
 * element children and is passed through as it is.
 */
export function InlineCode({ children, ...rest }: ComponentProps<'code'>) {
  if (typeof children !== 'string' || !children.includes('-')) return <code {...rest}>{children}</code>;
  const parts: ReactNode[] = children.split(/(\s+)/).map((part, i) =>
    part.includes('-') ? (
      <span key={i} className="code-word">
        {part}
      </span>
    ) : (
      part
    ),
  );
  return <code {...rest}>{parts}</code>;
}
