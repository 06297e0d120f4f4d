import { CopyPage } from './copy-page';

/**
 * 'Copy page' and 'Open Markdown' for the page's Markdown twin (`/{route}.md`), shown above the title.
 * `href` already carries the base path; a plain link, since the twin is a file and not a page of the app.
 */
export function PageActions({ href }: { href: string }) {
  return (
    <div className="page-actions">
      <CopyPage href={href} />
      <a className="page-actions__link" href={href} type="text/markdown">
        Open Markdown
      </a>
    </div>
  );
}
