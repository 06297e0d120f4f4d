import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer, FOOTER_ID } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar/navbar';
import { PreferredVersionSync } from '@/components/runtime/preferred-version-sync';
import { SkipLink } from '@/components/layout/skip-link';
import { HydrationMarker } from '@/components/hydration-marker';
import { AnnouncementBar } from '@/components/split-code';
import { ChromeConfigProvider } from '@/components/layout/chrome-config';
import { ColorModeManager } from '@/components/layout/navbar/color-mode';
import { PageLifecycle } from '@/components/runtime/page-lifecycle';
import { RouteWatcher } from '@/components/runtime/route-watcher';
import { announcementScript, colorModeScript } from '@/lib/browser/head-scripts/inline-scripts';
import { noScriptHead } from '@/lib/browser/head-scripts/no-script';
import {
  searchMetaTags,
  searchSettings,
  openSearchLink,
  siteImageUrl,
  getSite,
  configHeadElements,
} from '@/lib/site/pages';
import { withBase } from '@/lib/shared/paths';
import { CANONICAL_URL_SCRIPT } from '@/lib/browser/head-scripts/canonical-url';
import { BUTTON_CONTROLS_SCRIPT } from '@/lib/browser/head-scripts/button-controls';
import { TAB_CHOICES_SCRIPT } from '@/lib/browser/head-scripts/tab-choices';
import { earlyPressesScript } from '@/lib/browser/head-scripts/early-presses';
import { SearchPreconnect } from '@/components/search/navbar-search';
import { ConfigHeadTags } from '@/components/layout/config-head-tags';
// Every page's stylesheets, each beside the components it styles; this order is the cascade's order. The API pages'
// are here too, so that each page waits for one render-blocking stylesheet, not two.
import './globals.css';
import '@/components/controls.css';
import '@/components/layout/navbar/navbar.css';
import '@/components/layout/layout.css';
import '@/components/layout/toc/toc.css';
import '@/components/layout/sidebar/sidebar.css';
import '@/components/layout/page/page.css';
import '@/components/mdx/markdown.css';
import '@/components/mdx/code-block.css';
import '@/components/mdx/admonition.css';
import '@/components/mdx/tabs.css';
import '@/components/mdx/mermaid-diagram.css';
import '@/components/category-index.css';
import '@/components/not-found.css';
import '@/components/layout/versions.css';
import '@/components/layout/navbar/chrome.css';
import '@/components/layout/mobile/mobile.css';
import '@/components/runtime/runtime.css';
import '@/components/search/search.css';
import '@/components/markdown/page-actions.css';
import '@/components/api/reference.css';
import '@/components/api/method-badge.css';
import '@/components/api/operation.css';
import '@/components/api/try-it/try-it.css';
import '@/components/mdx/code-colours.css';
import '@/components/layout/page/doc-footer.css';
import '@/components/markdown/page-feedback.css';

// The spec's exact viewport string ("1.0", not "1"); Next prints the value as given.
export const viewport: Viewport = { width: 'device-width', initialScale: '1.0' as unknown as number };

export async function generateMetadata(): Promise<Metadata> {
  const { config } = await getSite();
  const fallbackImage = siteImageUrl(config);
  return {
    metadataBase: new URL(`${config.url}${config.baseUrl}`),
    title: config.title,
    applicationName: config.title,
    robots: config.noIndex ? { index: false, follow: false } : undefined,
    other: searchMetaTags(config),
    // Pages without a card of their own (/search) fall back to the config's image.
    ...(fallbackImage
      ? {
          openGraph: { images: [{ url: fallbackImage }] },
          twitter: { card: 'summary_large_image', images: [fallbackImage] },
        }
      : {}),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { config, navbar, versionNav } = await getSite();
  const locale = config.i18n.defaultLocale;
  const localeConfig = config.i18n.localeConfigs[locale];
  const { colorMode, announcementBar, pageCrashHeading } = config.themeConfig;
  const openSearch = openSearchLink(config);
  return (
    <html
      lang={localeConfig?.htmlLang ?? locale}
      dir={localeConfig?.direction ?? 'ltr'}
      data-theme={config.themeConfig.colorMode.defaultMode}
      data-has-hydrated="false"
      suppressHydrationWarning
    >
      <head>
        {/* The first paint waits until the page is parsed up to its footer, so it shows everything above the fold at
            once (the article, sidebar and TOC: largest contentful paint = first contentful paint). */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        {/* Runs before hydration: /page.html and /index.html show their canonical URL. */}
        <script dangerouslySetInnerHTML={{ __html: CANONICAL_URL_SCRIPT }} />
        {/* The copy buttons of code blocks and of the page: they work from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: BUTTON_CONTROLS_SCRIPT }} />
        {/* A press on search or the mobile menu before hydration: kept, and acted on once they hydrate. */}
        <script
          dangerouslySetInnerHTML={{ __html: earlyPressesScript(config.themeConfig.algolia.openOnTyping === 'page') }}
        />
        {/* The tab sets' remembered and URL choices, applied before the sets are painted. */}
        <script dangerouslySetInnerHTML={{ __html: TAB_CHOICES_SCRIPT }} />
        {/* Before first paint: the colour mode, and hiding an announcement the reader dismissed. */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(colorMode) }} />
        {announcementBar ? <script dangerouslySetInnerHTML={{ __html: announcementScript() }} /> : null}
        {/* Without JavaScript: the copy buttons, which need a script, are hidden (lib/browser/head-scripts/no-script.ts). */}
        <noscript dangerouslySetInnerHTML={{ __html: noScriptHead() }} />
        <SearchPreconnect config={config} />
        {/* Here rather than in the metadata, which a client-side navigation removes and re-adds: with no icon in
            between, Chromium asks for /favicon.ico, which the site does not have. */}
        {config.favicon ? <link rel="icon" href={withBase(config.baseUrl, config.favicon)} /> : null}
        {openSearch ? <link rel="search" {...openSearch} /> : null}
        {/* The site owner's headTags, then scripts (site.config.mjs), last as in Docusaurus. */}
        <ConfigHeadTags elements={configHeadElements(config)} />
      </head>
      <body className="navigation-with-keyboard">
        <HydrationMarker />
        <PageLifecycle />
        <RouteWatcher />
        <ColorModeManager {...colorMode} />
        <PreferredVersionSync
          names={versionNav.map((v) => v.name)}
          persistence={config.themeConfig.docs.versionPersistence}
        />
        <ChromeConfigProvider value={{ pageCrashHeading }}>
          <div id="__site">
            <SkipLink />
            {announcementBar ? <AnnouncementBar {...announcementBar} /> : null}
            <Navbar config={config} items={navbar} versions={versionNav} search={searchSettings(config, versionNav)} />
            <div id="main-content" className="main-wrapper">
              {children}
            </div>
            <Footer config={config} />
          </div>
        </ChromeConfigProvider>
      </body>
    </html>
  );
}
