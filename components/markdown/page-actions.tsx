import { copyButtonAttributes } from '@/lib/shared/controls';

/**
 * The page's actions need no client component: 'Copy page' is served by the page's inline button script
 * (lib/browser/head-scripts/button-controls.ts), the Markdown twin is a plain link, 'Ask AI' a `<details>` menu.
 */
export function PageActions({ href, aiLinks }: { href: string; aiLinks: { chatgpt: string; claude: string } }) {
  return (
    // The empty block wrapper starts a new line, so the float lands on the title's row and not on the
    // row of an inline element before it (the version badge).
    <div className="page-actions-row">
      <div className="page-actions" role="group" aria-label="Page actions">
        <button
          type="button"
          className="page-actions__item page-actions__button"
          {...copyButtonAttributes('page')}
          data-href={href}
        />
        <a className="page-actions__item page-actions__link" href={href} type="text/markdown">
          Open Markdown
        </a>
        <div className="page-actions__item page-actions__ask dropdown">
          <details className="dropdown__details">
            <summary className="dropdown__trigger" aria-haspopup="true">
              Ask AI
            </summary>
          </details>
          <ul className="dropdown__menu page-actions__menu">
            <li>
              <a className="dropdown__link" href={aiLinks.chatgpt} target="_blank" rel="noopener noreferrer">
                Open in ChatGPT
              </a>
            </li>
            <li>
              <a className="dropdown__link" href={aiLinks.claude} target="_blank" rel="noopener noreferrer">
                Open in Claude
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
