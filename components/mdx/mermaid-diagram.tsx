/**
 * A Mermaid diagram drawn at build time (lib/site/mdx/remark-mermaid.ts): the `<svg>` arrives as markup, coloured by
 * the site's CSS variables, so the page needs no script for it. The box scrolls a wide diagram and takes the keyboard
 * focus for that, as code blocks and tables do.
 */
export function MermaidDiagram({ svg }: { svg: string }) {
  return <div className="diagram" tabIndex={0} dangerouslySetInnerHTML={{ __html: svg }} />;
}
