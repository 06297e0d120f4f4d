import type { ComponentProps } from 'react';
import { copyButtonAttributes } from '@/lib/shared/controls';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** A code block highlighted at build time; the page's inline script serves its copy button from the first paint. */
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

/** Served by the page's inline button script (lib/browser/head-scripts/button-controls.ts). */
function CopyButton() {
  return <button type="button" className="copy-button" {...copyButtonAttributes('code')} />;
}

/** A `<CodeBlock>` whose code is known only at render (lib/site/mdx/code-block-jsx.ts highlights the others). */
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
