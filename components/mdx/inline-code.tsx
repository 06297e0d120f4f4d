import type { ComponentProps, ReactNode } from 'react';

/**
 * Browsers may wrap after any hyphen, tearing option names apart (`--log-` | `level`), so each hyphenated word is
 * kept on one line while the code still wraps at its spaces. A highlighted block's `code` has element children and
 * is passed through.
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
