import type { SiteConfig } from '@/lib/config/schema';

export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config.themeConfig;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container">
        {footer.copyright ? (
          // The copyright line is site-config HTML, written by the site's maintainers.
          <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        ) : null}
      </div>
    </footer>
  );
}
