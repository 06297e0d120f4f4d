import type { ComponentProps } from 'react';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/**
 * A highlighted code block (HTML made by Shiki at build time) with an optional title and a copy button, which the
 * page's inline copy script serves from the first paint (lib/build/outputs/head-scripts/button-controls.ts).
 */
export function CodeBlock({ 'data-title': title, 'data-language': language, ...pre }: PreProps) {
  return (
    <div className="code-block">
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre {...pre} data-language={language} tabIndex={0} />
        <CopyButton />
      </div>
    </div>
  );
}

/** The copy button of a code block, served by the page's inline button script (lib/build/outputs/head-scripts/button-controls.ts). */
function CopyButton() {
  return (
    <button type="button" className="copy-button" data-copy="code" aria-label="Copy code to clipboard" title="Copy" />
  );
}

/**
 * Docusaurus' `<CodeBlock>` whose code is only known when the page renders (lib/build/mdx/code-block-jsx.ts turns every
 * other one into a highlighted fence): the same frame, the code as plain text.
 */
export function RuntimeCodeBlock({
  children,
  language,
  title,
}: {
  children?: unknown;
  language?: string;
  title?: string;
}) {
  return (
    <div className="code-block">
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre data-language={language} tabIndex={0}>
          <code>{typeof children === 'string' ? children.replace(/\n$/, '') : String(children ?? '')}</code>
        </pre>
        <CopyButton />
      </div>
    </div>
  );
}
