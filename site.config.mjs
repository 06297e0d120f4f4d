// @ts-check
// The site configuration, validated at build time by lib/site/config/schema.ts (which documents every field and its
// default). The environment variables read below override it for CI, previews and the e2e fixtures.

const fixture = process.env.SITE_CONFIG_VARIANT === 'fixture';
const versionedFixture = process.env.SITE_CONFIG_VARIANT === 'versioned';
const docusaurusFixture = process.env.SITE_CONFIG_VARIANT === 'docusaurus';

/** @type {import('./lib/site/types').SiteConfigInput} */
const config = {
  url: process.env.SITE_URL || 'https://docs.ra-aid.ai',
  baseUrl: process.env.BASE_URL || '/',
  trailingSlash: undefined,
  favicon: 'img/favicon.svg',
  title: 'RA.Aid Documentation',
  tagline: 'Guides and API reference for RA.Aid, the autonomous AI coding agent',
  noIndex: false,
  baseUrlIssueBanner: true,
  future: { experimental_router: 'browser' },
  // 0.30.2 is what `pip install ra-aid` gives, so it is served at the root; content/ describes unreleased master.
  docs:
    versionedFixture || docusaurusFixture
      ? { lastVersion: 'current', versions: {} }
      : { lastVersion: '0.30.2', versions: { current: { label: 'Next', path: 'next', noIndex: true } } },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  // Only RA.Aid's own OpenAPI files in CI fail on lint warnings; local builds and fixture docs roots print them.
  openapi: { strict: process.env.CI === 'true' && !process.env.DOCS_ROOT },
  themeConfig: {
    navbar: {
      title: null,
      logo: { alt: 'RA.Aid', src: 'img/logo-light.svg', srcDark: 'img/logo-dark.svg', href: 'https://ra-aid.ai' },
      hideOnScroll: false,
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        // A menu of the docs versions (0.30.2 and Next); a plain link on a single-version site.
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://github.com/ai-christianson/RA.Aid', label: 'GitHub', position: 'right' },
      ],
    },
    footer: { style: 'dark', copyright: 'Copyright © 2025 RA.Aid. All rights reserved.' },
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
    metadata: [{ name: 'keywords', content: 'ra-aid, ai coding agent, autonomous agent, documentation' }],
    image: 'img/social-card.png',
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia: {
      appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID || undefined,
      apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY || undefined,
      indexName: 'ra-aid',
      contextualSearch: true,
      localIndex: process.env.SEARCH_SHARD_ABOVE_BYTES
        ? { shardAboveBytes: Number(process.env.SEARCH_SHARD_ABOVE_BYTES) }
        : undefined,
    },
  },
};

// The two-version fixture tests the default ("show") hash-target reading under hideOnScroll.
if (versionedFixture) config.themeConfig.navbar.hideOnScroll = true;

// The drop-in fixture searches through Algolia, as a Docusaurus site usually does; its e2e tests answer from a local
// server that speaks Algolia's protocol (tests/search-algolia.spec.ts).
if (docusaurusFixture) {
  config.themeConfig.algolia = {
    ...config.themeConfig.algolia,
    appId: 'DROPINFIXTURE',
    apiKey: 'fixture-search-key',
    indexName: 'docusaurus-fixture',
  };
}

// The e2e fixture build (scripts/build-for-e2e.ts) takes the other reading of each chrome option.
if (fixture) {
  config.baseUrlIssueBanner = false;
  const theme = config.themeConfig;
  theme.announcementBar = {
    id: 'fixture-announcement',
    content: 'Fixture announcement: see <a href="/getting-help">Getting help</a>.',
    backgroundColor: '#fff3c4',
    textColor: '#1c1e21',
    isCloseable: true,
  };
  theme.navbar.hideOnScroll = true;
  theme.navbar.hashTargetNavbar = 'hide';
  theme.navbar.items = [
    ...(theme.navbar.items ?? []),
    {
      type: 'dropdown',
      label: 'Guides',
      position: 'left',
      items: [
        { label: 'Ollama', to: '/configuration/ollama' },
        { label: 'Web UI', to: '/usage/web-ui' },
        { label: 'RA.Aid on PyPI', href: 'https://pypi.org/project/ra-aid/' },
      ],
    },
  ];
  theme.colorMode = { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true };
  theme.pageCrashHeading = 'This page crashed.';
  // The sharded local search index, with small shards (tests/search-sharded.spec.ts).
  theme.algolia = {
    ...theme.algolia,
    localIndex: { shardAboveBytes: 0, shardTargetBytes: 4096, blockTargetBytes: 1024 },
    // The other reading of typing to search: a letter typed anywhere on the page opens it (tests/search-modal.spec.ts).
    openOnTyping: 'page',
    // One page's hits count as another site's, so that a link out of the site is tested (tests/search-hit-urls.spec.ts).
    externalUrlRegex: 'docs\\.ra-aid\\.ai/configuration/expert-model',
  };
  // Site owner hooks, off in production (tests/site-hooks.spec.ts); the script is a data: URL so the fixture needs no
  // file of its own.
  config.docs = {
    ...config.docs,
    editUrl: 'https://github.com/ai-christianson/RA.Aid-docs/edit/main/',
    showLastUpdateTime: true,
  };
  config.headTags = [{ tagName: 'meta', attributes: { name: 'site-hooks-fixture', content: 'head tag' } }];
  config.scripts = [
    { src: 'data:text/javascript,window.__siteHooksScript%3Dtrue', defer: true, 'data-site-hooks': 'fixture' },
  ];
  config.redirects = [{ from: '/getting-started/install', to: '/quickstart/installation' }];
}

export default config;
