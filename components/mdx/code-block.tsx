import type { ComponentProps } from 'react';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/**
 * A highlighted code block (HTML made by Shiki at build time) with an optional title and a copy button, which the
 * page's inline copy script serves from the first paint (lib/head-scripts/button-controls.ts).
 */
export function CodeBlock({ 'data-title': title, 'data-language': language, ...pre }: PreProps) {
  return (
    <div className="code-block">
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre {...pre} data-language={language} tabIndex={0} />
        <button
          type="button"
          className="copy-button"
          data-copy="code"
          aria-label="Copy code to clipboard"
          title="Copy"
        />
      </div>
    </div>
  );
}
