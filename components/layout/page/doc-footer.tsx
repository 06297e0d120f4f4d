/** The footer under a guide (behaviours.md §2.4.3), rendered only when it has something to show. */
export function DocFooter({ editUrl, lastUpdated }: { editUrl?: string; lastUpdated?: { date: string; iso: string } }) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="theme-doc-footer-edit-meta-row">
        <div className="doc-footer__edit">
          {editUrl ? (
            // The edit page is on another site (the repository): a new tab, as external links do everywhere here.
            <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
              <PencilIcon />
              Edit this page
            </a>
          ) : null}
        </div>
        <div className="doc-footer__last-updated">
          {lastUpdated ? (
            <span className="theme-last-updated">
              Last updated on{' '}
              <b>
                <time dateTime={lastUpdated.iso} itemProp="dateModified">
                  {lastUpdated.date}
                </time>
              </b>
            </span>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function PencilIcon() {
  return (
    <svg className="doc-footer__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 16.6V20h3.4L17.5 9.9l-3.4-3.4L4 16.6zm15.7-8.9a.9.9 0 0 0 0-1.3l-2.1-2.1a.9.9 0 0 0-1.3 0l-1.6 1.6 3.4 3.4 1.6-1.6z"
      />
    </svg>
  );
}
