import type { ReactNode } from 'react';

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** `:::note|tip|info|warning|danger[Title]` blocks. */
export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const kind = type in LABELS ? type : 'note';
  return (
    <div
      className={`admonition admonition--${kind}`}
      role={kind === 'danger' || kind === 'warning' ? 'note' : undefined}
    >
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true" />
        {title ?? LABELS[kind]}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
