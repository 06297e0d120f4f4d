import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { HydrationMarker } from '@/components/hydration-marker';
import { getSite } from '@/lib/source';
import { withBase } from '@/lib/paths';
import { CANONICAL_URL_SCRIPT } from '@/lib/paths/inline-scripts';
import { SearchPreconnect } from '@/components/search/navbar-search';
import './globals.css';
import './styles/search.css';

// The spec's exact viewport string ("1.0", not "1"); Next prints the value as given.
export const viewport: Viewport = { width: 'device-width', initialScale: '1.0' as unknown as number };

export async function generateMetadata(): Promise<Metadata> {
  const { config } = await getSite();
  return {
    metadataBase: new URL(`${config.url}${config.baseUrl}`),
    title: config.title,
    applicationName: config.title,
    icons: config.favicon ? { icon: withBase(config.baseUrl, config.favicon) } : undefined,
    robots: config.noIndex ? { index: false, follow: false } : undefined,
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { config, navbar } = await getSite();
  const locale = config.i18n.defaultLocale;
  const localeConfig = config.i18n.localeConfigs[locale];
  return (
    <html
      lang={localeConfig?.htmlLang ?? locale}
      dir={localeConfig?.direction ?? 'ltr'}
      data-theme={config.themeConfig.colorMode.defaultMode}
      data-has-hydrated="false"
      suppressHydrationWarning
    >
      <head>
        {/* Runs before hydration: /page.html and /index.html show their canonical URL. */}
        <script dangerouslySetInnerHTML={{ __html: CANONICAL_URL_SCRIPT }} />
        <SearchPreconnect config={config} />
      </head>
      <body className="navigation-with-keyboard">
        <HydrationMarker />
        <div id="__site">
          <SkipLink />
          <Navbar config={config} items={navbar} />
          <div id="main-content" className="main-wrapper">
            {children}
          </div>
          <Footer config={config} />
        </div>
      </body>
    </html>
  );
}
