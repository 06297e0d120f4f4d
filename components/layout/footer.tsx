import type { SiteConfig } from '@/lib/site/types';

/** The footer's id: the first paint waits for it to be parsed (app/layout.tsx). */
export const FOOTER_ID = 'site-footer';

export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config.themeConfig;
  return (
    <footer id={FOOTER_ID} className={`footer footer--${footer.style}`}>
      <div className="container">
        {footer.copyright ? (
          // The copyright line is site-config HTML, written by the site's maintainers.
          <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        ) : null}
      </div>
    </footer>
  );
}
