import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { cache } from 'react';
import type { RenderedText } from '@/lib/site/types';
import { copyButton, descriptionHast } from './description-html';

/** The page's rendered text, which every component showing a description or an example passes down. */
export type Rendered = RenderedText;

/** A lookup the view must satisfy: a miss means the view did not collect a string the page shows. */
export function renderedOf<T>(found: T | undefined, what: string, text: string): T {
  if (found === undefined) throw new Error(`The page's view has no rendered ${what} for: ${text.slice(0, 80)}`);
  return found;
}

/**
 * Cached per render, so a description repeated on the page (a shared schema's) is written once in its payload. Drawn as
 * HTML, as schema views draw theirs (./description-html.ts).
 */
const renderedHtml = cache((tree: Root, links: RenderedText['links']) => ({
  __html: toHtml(descriptionHast(tree, undefined, links).children),
}));

/**
 * Markdown held in a string (the OpenAPI file's descriptions), as the page's view rendered it
 * (lib/site/openapi/rendered-text.ts).
 */
export function Markdown({
  text,
  rendered,
  className,
}: {
  text: string | undefined;
  rendered: Rendered;
  className?: string;
}) {
  if (!text) return null;
  const tree = renderedOf(rendered.markdown[text], 'Markdown', text);
  return <div className={className} dangerouslySetInnerHTML={renderedHtml(tree, rendered.links)} />;
}

/** The copy button of components/mdx/code-block.tsx, served by the page's inline button script. */
export const COPY_BUTTON = toHtml(copyButton());

/** Cached per render, so a block shown twice (in its tab and in the side panel) is written once in the payload. */
const bodyOf = cache((pre: string) => ({ __html: pre + COPY_BUTTON }));

/**
 * A highlighted `<pre>` in the guides' code block markup, its body one HTML string (lib/site/openapi/highlight.ts
 * says why); the title is the frame's, so the cached body is the same wherever the block is shown.
 */
export function CodeFrame({ pre, title }: { pre: string; title?: string }) {
  return (
    <div className="code-block">
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body" dangerouslySetInnerHTML={bodyOf(pre)} />
    </div>
  );
}

/** A highlighted code block (its `<pre>` from the page's view) with a copy button, titled in its frame. */
export function Code({
  code,
  lang,
  title,
  rendered,
}: {
  code: string;
  lang: string;
  title?: string;
  rendered: Rendered;
}) {
  return <CodeFrame pre={renderedOf(rendered.code[lang]?.[code], 'code', code)} title={title} />;
}
