/**
 * 'Copy page' and 'Open Markdown' for the page's Markdown twin (`/{route}.md`): one segmented control,
 * floated onto the title's row (it is rendered right before the page's header; app/styles/markdown.css).
 * `href` already carries the base path. 'Copy page' is served by the page's inline copy script from the first
 * paint (lib/head-scripts/button-controls.ts); 'Open Markdown' is a plain link, since the twin is a file and not a
 * page of the app.
 */
export function PageActions({ href }: { href: string }) {
  return (
    // The empty block wrapper starts a new line, so the float lands on the title's row and not on the
    // row of an inline element before it (the version badge).
    <div className="page-actions-row">
      <div className="page-actions" role="group" aria-label="Page actions">
        <button
          type="button"
          className="page-actions__item page-actions__button"
          data-copy="page"
          data-href={href}
          aria-label="Copy page"
        />
        <a className="page-actions__item page-actions__link" href={href} type="text/markdown">
          Open Markdown
        </a>
      </div>
    </div>
  );
}
