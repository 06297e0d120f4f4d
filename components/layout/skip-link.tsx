/** First focusable element on every page: jumps past the navbar to the page content. */
export function SkipLink() {
  return (
    <div role="region" aria-label="Skip to main content" className="skip-region">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
    </div>
  );
}
