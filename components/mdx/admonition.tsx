import { createElement, type ReactNode } from 'react';
import { admonitionOf } from '@/lib/shared/admonitions';
import { ADMONITION_ICONS, ICON_SVG } from './admonition-icons';

/** The style's icon: decorative (the title names the kind), with a fixed box so the heading never shifts. */
function AdmonitionIcon({ style }: { style: string }) {
  return (
    <span className="admonition__icon" aria-hidden="true">
      <svg {...ICON_SVG}>
        {ADMONITION_ICONS[style]?.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
      </svg>
    </span>
  );
}

/** `:::note[Title]` blocks of every Docusaurus keyword (lib/shared/admonitions.ts), and GitHub alerts. */
export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const { style, label } = admonitionOf(type);
  return (
    <div
      className={`admonition admonition--${style}`}
      role={style === 'danger' || style === 'warning' ? 'note' : undefined}
    >
      <div className="admonition__heading">
        <AdmonitionIcon style={style} />
        {title ?? label}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
