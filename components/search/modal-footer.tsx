import { EnterIcon } from './icons';

const Key = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <kbd className="DocSearch-Commands-Key">
    <span role="img" aria-label={label}>
      {children}
    </span>
  </kbd>
);

/** The modal footer: keyboard help, and the Algolia credit when Algolia answers the queries. */
export function ModalFooter({ provider }: { provider: 'local' | 'algolia' }) {
  return (
    <div className="DocSearch-Footer">
      {provider === 'algolia' ? (
        <div className="DocSearch-Logo">
          <a
            href="https://www.algolia.com/ref/docsearch/?utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch"
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="DocSearch-Label">Search by</span> <span aria-label="Algolia">Algolia</span>
          </a>
        </div>
      ) : null}
      <ul className="DocSearch-Commands">
        <li>
          <Key label="Enter key">
            <EnterIcon />
          </Key>
          <span className="DocSearch-Label">to select</span>
        </li>
        <li>
          <Key label="Arrow down">↓</Key>
          <Key label="Arrow up">↑</Key>
          <span className="DocSearch-Label">to navigate</span>
        </li>
        <li>
          <Key label="Escape key">esc</Key>
          <span className="DocSearch-Label">to close</span>
        </li>
      </ul>
    </div>
  );
}
